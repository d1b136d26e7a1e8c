import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { ensureDatabase } from '../../backend/src/platform/infra/postgres-resolver';

// Every entry point (api, worker, projector) ensures the app database at start; started together,
// their CREATE DATABASE statements race.
test('ensureDatabase from eight starts at once: all succeed, one database exists', async () => {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `race_${randomBytes(4).toString('hex')}`;
  const target = new URL(base.toString());
  target.pathname = `/${name}`;
  const admin = new Client({ connectionString: base.toString() });
  await admin.connect();
  try {
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => ensureDatabase(target.toString())));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const { rows } = await admin.query(`SELECT count(*)::int AS n FROM pg_database WHERE datname = $1`, [name]);
    expect(rows[0].n).toBe(1);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
});
