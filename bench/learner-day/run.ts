/**
 * Learner-day benchmark (not a test): `npm run bench:learner-day`. Three sections, each printed beside
 * a raw PostgreSQL baseline of the same work in the same run, each in a throwaway database dropped
 * at the end (README.md has the figures and what every baseline is):
 *   1. http       concurrent simulated learners over HTTP against the whole product started in-process
 *   2. boards     global / weekly top 100 and rank lookups over read models seeded at 100k and 1M users
 *   3. rebuild    rebuildProjection of every learner projection over ~200k decider-generated events
 * BENCH_SECTIONS=http,boards,rebuild picks sections; the other knobs are at the top of each file.
 */
import { httpSection } from './http-learners';
import { leaderboardSection } from './leaderboards';
import { rebuildSection } from './rebuild';
import { sectionDatabase, type Throwaway } from './support';

const SECTIONS = new Set((process.env.BENCH_SECTIONS ?? 'http,boards,rebuild').split(',').map((s) => s.trim()));

async function main(): Promise<void> {
  const started = performance.now();
  const load = await import('node:os').then((os) => os.loadavg().map((l) => l.toFixed(2)).join(' '));
  console.log(`# bench:learner-day — ${new Date().toISOString()}, load average ${load} (2 cores shared with other work)`);
  const sections: Array<[string, (db: Throwaway) => Promise<void>]> = [
    ['http', httpSection],
    ['boards', leaderboardSection],
    ['rebuild', rebuildSection],
  ];
  for (const [name, section] of sections) {
    if (!SECTIONS.has(name)) continue;
    const db = await sectionDatabase(name);
    try {
      await section(db);
    } finally {
      await db.drop();
    }
  }
  console.log(`\ndone in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
