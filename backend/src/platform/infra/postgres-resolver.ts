import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';
import { isPortOpen } from './tcp';

export interface ResolvedPostgres {
  url: string;
  source: 'env' | 'localhost' | 'embedded';
  stop(): Promise<void>;
}

export interface PostgresResolveOptions {
  databaseUrl?: string;
  databaseName: string;
  dataDir: string;
  embeddedPort: number;
  log: (line: string) => void;
}

const noop = async () => {};

/** DATABASE_URL, else a server on localhost:5432, else an embedded cluster under the data folder. */
export async function resolvePostgres(opts: PostgresResolveOptions): Promise<ResolvedPostgres> {
  if (opts.databaseUrl) {
    await ensureDatabase(opts.databaseUrl);
    return { url: opts.databaseUrl, source: 'env', stop: noop };
  }
  const local = `postgres://postgres@127.0.0.1:5432/${opts.databaseName}`;
  if (await isPortOpen(5432)) {
    try {
      await ensureDatabase(local);
      return { url: local, source: 'localhost', stop: noop };
    } catch (err) {
      opts.log(`PostgreSQL on localhost:5432 refused us (${(err as Error).message}); using an embedded one.`);
    }
  }
  const cluster = await startEmbeddedPostgres({
    dataDir: path.join(opts.dataDir, 'pg'),
    port: opts.embeddedPort,
    log: () => {},
  });
  const url = `postgres://${cluster.user}:${encodeURIComponent(cluster.password)}@127.0.0.1:${cluster.port}/${opts.databaseName}`;
  await ensureDatabase(url);
  return { url, source: 'embedded', stop: () => cluster.stop() };
}

/** Creates the URL's database when it does not exist (connecting to the maintenance database). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) throw new Error(`database URL has no database name: ${redact(url)}`);
  const probe = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await probe.connect();
    return;
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') throw err; // 3D000: database does not exist
  } finally {
    await probe.end().catch(() => {});
  }
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } catch (err) {
    // Created concurrently (several entry points starting at once): 42P04 when the other CREATE had
    // committed, 23505 on pg_database's unique index when both were in flight.
    const code = (err as { code?: string }).code;
    if (code !== '42P04' && code !== '23505') throw err;
  } finally {
    await admin.end();
  }
}

export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}
