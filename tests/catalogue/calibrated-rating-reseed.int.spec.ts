import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { ActiveChallenges } from '../../backend/src/catalogue';
import { seedCatalogue } from '../../backend/src/catalogue/application/seed-catalogue';
import { entities } from '../../backend/src/entities';
import { LearnerChallenges } from '../../backend/src/learner/application/learner-challenges';
import { createDataSource, migrate } from '../../backend/src/platform/database/data-source';
import { PostgresEventStore } from '../../backend/src/platform/eventstore/postgres/postgres-event-store';
import { TransactionalEvents } from '../../backend/src/platform/eventstore/transactional-events';
import { CATALOGUE_EVENT_TYPES } from '../../contracts/src';
import { ChallengeCalibrationReader } from '../../projections/src';
import { challengeCalibration } from '../../projections/src/learner';
import { CATALOGUE } from '../support/catalogue';
import { createTestDatabase, type TestDatabase } from '../support/db';

/**
 * Issue 37: a content file's difficulty_rating is the prior. Once learners have settled a challenge's
 * calibrated rating, re-seeding the file with another rating (the rubric's re-rating) changes the
 * authored rating only: the calibration keeps its rating and the daily pick keeps using it.
 */
let db: TestDatabase;
let ds: DataSource;
let pool: Pool;
let store: PostgresEventStore;
let events: TransactionalEvents;

beforeAll(async () => {
  db = await createTestDatabase('reseed_cal');
  await migrate(db.url);
  ds = await createDataSource(db.url, 2, entities).initialize();
  pool = (ds.driver as unknown as { master: Pool }).master;
  store = new PostgresEventStore(pool);
  events = new TransactionalEvents(ds, store);
  for (const sql of challengeCalibration.schema((t) => t)) await pool.query(sql);
});

afterAll(async () => {
  await store.close();
  await ds.destroy();
  await db.drop();
});

test('a re-seeded file with a new rating leaves a settled calibrated rating as the one the pick uses', async () => {
  const file = CATALOGUE.find((c) => c.difficulty_rating <= 1500)!;
  await seedCatalogue(events, null, [file]);
  const [{ id }] = (await pool.query<{ id: number }>(`UPDATE challenges SET validated = true WHERE slug = $1 RETURNING id`, [file.slug])).rows as [{ id: number }];
  // settled by first attempts, as the projection holds it (RD ≤ 110)
  await pool.query(`INSERT INTO challenge_calibration VALUES ($1, $2, 1234.4, 90, 0.06, 25, 11)`, [id, file.difficulty_rating]);
  const pick = new LearnerChallenges(ds, new ActiveChallenges(ds), new ChallengeCalibrationReader(pool));
  expect((await pick.candidates()).find((c) => c.id === id)).toMatchObject({ rating: 1234, authoredRating: file.difficulty_rating });

  const rerated = { ...file, difficulty_rating: file.difficulty_rating + 400 };
  const r = await seedCatalogue(events, null, [rerated]);
  expect(r.updated).toEqual([file.slug]);
  const row = (await pool.query(`SELECT difficulty_rating, validated FROM challenges WHERE id = $1`, [id])).rows[0];
  // only the rating changed: what grading depends on did not, so the challenge stays validated and pickable
  expect(row).toEqual({ difficulty_rating: rerated.difficulty_rating, validated: true });

  const calibration = (await pool.query(`SELECT prior_rating, rating, rd FROM challenge_calibration WHERE challenge_id = $1`, [id])).rows[0];
  expect(calibration).toEqual({ prior_rating: file.difficulty_rating, rating: 1234.4, rd: 90 });
  expect((await pick.candidates()).find((c) => c.id === id)).toMatchObject({ rating: 1234, authoredRating: rerated.difficulty_rating });

  // nor can a rebuild move it: the calibration folds learner events only, never the catalogue's
  const seeded = (await pool.query<{ type: string }>(`SELECT DISTINCT type FROM events WHERE stream_id = $1`, [`challenge-${id}`])).rows.map((e) => e.type);
  expect(seeded).toContain('ChallengeUpdated');
  for (const type of [...seeded, ...CATALOGUE_EVENT_TYPES]) expect(challengeCalibration.handles).not.toContain(type);
});
