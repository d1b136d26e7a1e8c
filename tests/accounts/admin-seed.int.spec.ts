import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { seedAdmin } from '../../backend/src/accounts/application/admin-seed';
import { verifyPassword } from '../../backend/src/accounts/application/password';
import { entities } from '../../backend/src/entities';
import { migrations } from '../../backend/src/platform/database/migrations';
import type { RuntimeConfig } from '../../backend/src/platform/config/runtime-config';
import { createTestDatabase, type TestDatabase } from '../support/db';

/** The printed admin credentials log in, whichever checkout (data folder) started on the database first. */
describe('seedAdmin', () => {
  let db: TestDatabase;
  let ds: DataSource;
  const folders: string[] = [];

  const config = (dataDir: string, adminPassword?: string): RuntimeConfig =>
    ({ dataDir, env: { ADMIN_EMAIL: 'Admin@Example.com', ADMIN_PASSWORD: adminPassword } }) as unknown as RuntimeConfig;
  const dataFolder = (): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-seed-'));
    folders.push(dir);
    return dir;
  };
  const storedHash = async (): Promise<string> =>
    ((await ds.query(`SELECT password_hash FROM users WHERE email = 'admin@example.com'`)) as Array<{ password_hash: string }>)[0]!.password_hash;

  beforeAll(async () => {
    db = await createTestDatabase('adminseed');
    ds = new DataSource({ type: 'postgres', url: db.url, entities, migrations, migrationsTableName: 'schema_migrations', logging: false, extra: { max: 4 } });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a first start creates the account with the data folder’s password; a restart keeps it', async () => {
    const folder = dataFolder();
    const first = await seedAdmin(ds, config(folder));
    expect(first).toMatchObject({ email: 'admin@example.com', created: true, reset: false });
    expect(await verifyPassword(await storedHash(), first.password!)).toBe(true);
    const hash = await storedHash();
    const again = await seedAdmin(ds, config(folder));
    expect(again).toMatchObject({ id: first.id, created: false, reset: false, password: first.password });
    expect(await storedHash()).toBe(hash); // not rehashed
  });

  test('a second checkout (another data folder) on the same database prints a password that logs in', async () => {
    const before = await storedHash();
    const other = await seedAdmin(ds, config(dataFolder()));
    expect(other).toMatchObject({ created: false, reset: true });
    const after = await storedHash();
    expect(after).not.toBe(before);
    expect(await verifyPassword(after, other.password!)).toBe(true);
    const count = (await ds.query(`SELECT count(*)::int AS n FROM users WHERE is_admin`)) as Array<{ n: number }>;
    expect(count[0]!.n).toBe(1);
  });

  test('a process that does not print the credentials (a worker with a data folder of its own) leaves the password alone', async () => {
    const before = await storedHash();
    const worker = await seedAdmin(ds, config(dataFolder()), { prints: false });
    expect(worker).toMatchObject({ created: false, reset: false });
    expect(await storedHash()).toBe(before);
  });

  test('ADMIN_PASSWORD wins, and the account stays an admin', async () => {
    await ds.query(`UPDATE users SET is_admin = false WHERE email = 'admin@example.com'`);
    const seeded = await seedAdmin(ds, config(dataFolder(), 'from-the-environment'));
    expect(seeded).toMatchObject({ password: 'from-the-environment', reset: true });
    expect(await verifyPassword(await storedHash(), 'from-the-environment')).toBe(true);
    const row = (await ds.query(`SELECT is_admin FROM users WHERE email = 'admin@example.com'`)) as Array<{ is_admin: boolean }>;
    expect(row[0]!.is_admin).toBe(true);
  });
});
