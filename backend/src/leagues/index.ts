/** The leagues context's public module: what other wings may use of it (they never import its folders). */
export { LeaguesCoreModule, LeaguesModule, LeaguesWorkerModule } from './leagues.module';
export { LeaguePlacements } from './application/league-placements';
