import fs from 'node:fs';
import path from 'node:path';
import { PROJECTIONS } from '../../projections/src';
import { ALLOWED_USES, TABLE_OWNERS } from './table-owners';
import { tableUsesIn } from './table-uses';
import { violations } from './table-ownership';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = path.join(__dirname, 'fixtures');
const MIGRATIONS = path.join(ROOT, 'backend/src/platform/database/migrations');

describe('every table has one owner (tests/architecture/table-owners.ts)', () => {
  it('no SQL string in backend/src or projections/src names a table outside its owner (allowed debt aside)', () => {
    const found = violations(ROOT);
    const lines = found.violations.map((v) => `${v.file}:${v.line} names ${v.table}, owned by ${v.owner}: read it through the owner's index.ts`);
    expect(lines).toEqual([]);
    // a fixed violation leaves the allow-list too
    expect(found.staleAllowances).toEqual([]);
  });

  it('fails on a deliberate violation under tests/architecture/fixtures', () => {
    const found = violations(FIXTURES, []).violations.map((v) => `${v.file}:${v.line} ${v.table} (${v.owner})`);
    expect(found).toEqual([
      'backend/src/learner/application/reads-accounts-table.ts:2 challenges (catalogue)',
      'backend/src/learner/application/reads-accounts-table.ts:2 users (accounts)',
      'backend/src/learner/application/reads-accounts-table.ts:3 challenges (catalogue)',
    ]);
  });

  it('reads table names from every kind of SQL string, and not from prose', () => {
    const tables = new Set(['users', 'events', 'attempt_ids']);
    const uses = (code: string) => tableUsesIn('x.ts', code, tables).map((u) => u.table);
    expect(uses('const a = `SELECT 1\n FROM "users" WHERE id = ${id}`;')).toEqual(['users']);
    expect(uses(`q('INSERT INTO public.events (a) VALUES (1)')`)).toEqual(['events']);
    expect(uses(`q("SELECT nextval('attempt_ids'), to_regclass('events')")`)).toEqual(['attempt_ids', 'events']);
    expect(uses(`q('DELETE FROM users'); q('TRUNCATE events')`)).toEqual(['users', 'events']);
    expect(uses(`throw new Error('no events for these users'); // FROM users`)).toEqual([]);
  });

  it('the map agrees with the code: projections own what they declare, every migrated table has an owner', () => {
    const declared = PROJECTIONS.flatMap((p) => p.tables).sort();
    const mappedToProjections = TABLE_OWNERS.filter((o) => o.owner.startsWith('projections/')).flatMap((o) => o.tables).sort();
    expect(mappedToProjections).toEqual(declared);

    const created = fs
      .readdirSync(MIGRATIONS)
      .flatMap((f) => [...fs.readFileSync(path.join(MIGRATIONS, f), 'utf8').matchAll(/\bCREATE (?:TABLE|SEQUENCE) (?:IF NOT EXISTS )?([a-z_]+)/g)].map((m) => m[1]!));
    const owned = new Set(TABLE_OWNERS.flatMap((o) => o.tables));
    expect(created.filter((t) => !owned.has(t))).toEqual([]);
    const appTables = TABLE_OWNERS.filter((o) => !o.owner.startsWith('projections/')).flatMap((o) => o.tables);
    expect(appTables.filter((t) => !created.includes(t))).toEqual([]);

    for (const o of TABLE_OWNERS) for (const f of o.folders) expect(fs.existsSync(path.join(ROOT, f.endsWith('/') ? f : path.dirname(f)))).toBe(true);
    for (const a of ALLOWED_USES) expect(a.reason.length).toBeGreaterThan(20);
  });
});
