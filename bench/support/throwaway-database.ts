import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { ensureDatabase, resolvePostgres } from '../../backend/src/platform/infra/postgres-resolver';

export interface Throwaway {
  url: string;
  source: string;
  drop(): Promise<void>;
}

export interface ThrowawayOptions {
  /** Part of the database name, e.g. "eventstore". */
  label: string;
  /** Where an embedded PostgreSQL lives when the bench has to start one. */
  dataDir: string;
  embeddedPort: number;
}

/** A database of its own on the server tests would use (DATABASE_URL, else localhost:5432, else embedded). */
export async function throwawayDatabase(opts: ThrowawayOptions): Promise<Throwaway> {
  const server = await resolvePostgres({
    databaseUrl: process.env.DATABASE_URL,
    databaseName: 'postgres',
    dataDir: opts.dataDir,
    embeddedPort: Number(process.env.BENCH_EMBEDDED_PG_PORT ?? opts.embeddedPort),
    log: (l) => console.log(l),
  });
  const name = `bench_${opts.label}_${randomBytes(4).toString('hex')}`;
  const target = new URL(server.url);
  target.pathname = `/${name}`;
  await ensureDatabase(target.toString());
  return {
    url: target.toString(),
    source: server.source,
    drop: async () => {
      const admin = new Client({ connectionString: server.url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
      await server.stop();
    },
  };
}
