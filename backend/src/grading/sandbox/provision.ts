import { Client } from 'pg';
import { clusterSetupSql, createDatabaseSql, databaseGrantsSql, sandboxDatabaseSql } from './provision-sql';
import { derivedPassword, RUNNER_ROLE, SANDBOX_DATABASE, sandboxUrls, WATCHDOG_ROLE, type SandboxUrls } from './sandbox-roles';

const PROVISION_LOCK = 'SELECT pg_advisory_xact_lock(hashtext($1))';

/**
 * Idempotent: run at every start, by every replica. Roles, revokes and the guard function are
 * (re)asserted; nothing of the app (data, solutions, expected rows) is ever created here.
 */
export async function provisionSandbox(superuserUrl: string): Promise<SandboxUrls> {
  const cluster = withDatabase(superuserUrl, 'postgres');
  await inTransaction(cluster, clusterSetupSql(
    derivedPassword(superuserUrl, RUNNER_ROLE),
    derivedPassword(superuserUrl, WATCHDOG_ROLE),
  ));
  await createDatabase(cluster);
  await inTransaction(cluster, databaseGrantsSql());
  await inTransaction(withDatabase(superuserUrl, SANDBOX_DATABASE), sandboxDatabaseSql());
  return sandboxUrls(superuserUrl);
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function inTransaction(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(PROVISION_LOCK, ['sqldaily-sandbox-provision']);
    await client.query(sql);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

async function createDatabase(url: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [SANDBOX_DATABASE]);
    if (rowCount) return;
    await client.query(createDatabaseSql());
  } catch (err) {
    if ((err as { code?: string }).code !== '42P04') throw err; // created concurrently
  } finally {
    await client.end().catch(() => {});
  }
}
