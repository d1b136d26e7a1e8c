/**
 * Who owns each table (and sequence) of the app database: only the owner's folders name it in SQL.
 * Another part reads it through the owner's public module (a wing's index.ts, projections/src/index.ts).
 * tests/architecture/table-ownership.unit.spec.ts enforces it; docs/ARCHITECTURE.md shows it.
 * Folders are repository-relative path prefixes (a prefix may end in a file-name stem).
 */
export interface TableOwner {
  owner: string;
  folders: string[];
  tables: string[];
}

export const TABLE_OWNERS: TableOwner[] = [
  { owner: 'accounts', folders: ['backend/src/accounts/'], tables: ['users', 'subscription_plans', 'user_subscriptions'] },
  { owner: 'catalogue', folders: ['backend/src/catalogue/'], tables: ['challenges'] },
  { owner: 'learner', folders: ['backend/src/learner/'], tables: ['practice_answers', 'attempt_ids'] },
  { owner: 'feedback', folders: ['backend/src/feedback/'], tables: ['feedback_id_seq'] },
  { owner: 'platform/eventstore', folders: ['backend/src/platform/eventstore/'], tables: ['events', 'subscription_checkpoints'] },
  { owner: 'platform/projector', folders: ['backend/src/platform/projector/'], tables: ['projection_versions'] },
  {
    owner: 'projections/learner',
    folders: ['projections/src/learner/'],
    tables: [
      'user_stats',
      'user_stats_days',
      'user_stats_submissions',
      'user_stats_elo_counts',
      'user_stats_frozen_days',
      'learner_history',
      'learner_history_submissions',
      'learner_history_learners',
      'leaderboard_weekly',
      'leaderboard_weekly_submissions',
      'leaderboard_weekly_resolutions',
      'leaderboard_weekly_learners',
      'leaderboard_weekly_counts',
      'leaderboard_weekly_elo_counts',
      'leaderboard_weekly_band_counts',
      'challenge_stats',
      'challenge_stats_days',
      'challenge_stats_submissions',
      'admin_attempts',
      'admin_attempts_learners',
      'learner_practice_runs',
      'learner_skills',
      'learner_skills_days',
      'challenge_calibration',
      'challenge_calibration_learners',
      'challenge_texts',
      'elo_recalculation_due',
    ],
  },
  { owner: 'projections/leagues', folders: ['projections/src/leagues/'], tables: ['league_standings', 'league_tiers', 'league_weeks'] },
  { owner: 'projections/feedback', folders: ['projections/src/feedback/'], tables: ['feedback'] },
  { owner: 'projections/event-type-counts', folders: ['projections/src/event-type-counts.'], tables: ['event_type_counts'] },
];

/** Folders that name every table by design: the migrations create them all. */
export const SCHEMA_FOLDERS = ['backend/src/platform/database/migrations/'];

/**
 * Known debt: a file that names a table it does not own, and why it still does. The check fails on a
 * use not listed here and on an entry no longer needed, so this list only shrinks.
 */
export interface AllowedUse {
  file: string;
  tables: string[];
  reason: string;
}

const JOINS_AT_READ =
  'a read-model query joins the owner\'s table for display fields (username, timezone, title) at read time; the read model should take them from events instead (issue 35, part 1, left undone)';

export const ALLOWED_USES: AllowedUse[] = [
  {
    file: 'backend/src/platform/projector/projection-status.ts',
    tables: ['subscription_checkpoints', 'events'],
    reason: "the projection status counts each projection's pending events against its checkpoint in one query over the PostgreSQL store",
  },
  { file: 'projections/src/leagues/queries/league.query.ts', tables: ['leaderboard_weekly', 'users'], reason: `league membership is read from the weekly leaderboard; ${JOINS_AT_READ}` },
  { file: 'projections/src/learner/queries/admin-attempts.query.ts', tables: ['users'], reason: JOINS_AT_READ },
  { file: 'projections/src/learner/queries/global-leaderboard.query.ts', tables: ['users'], reason: JOINS_AT_READ },
  { file: 'projections/src/learner/queries/weekly-leaderboard.query.ts', tables: ['users'], reason: JOINS_AT_READ },
];
