import { Pool } from 'pg';
import { loadConfig } from '../../platform/config/load-config';
import { migrate } from '../../platform/database/data-source';
import { createEventStore } from '../../platform/eventstore/create-event-store';
import type { EventStore } from '../../platform/eventstore/event-store.port';
import { resolveInfrastructure } from '../../platform/infra/resolve-infrastructure';

export interface CliContext {
  store: EventStore;
  pool: Pool;
  close(): Promise<void>;
}

/** What operator commands need: the app database and the event store, found like `npm start` does. */
export async function openCliContext(): Promise<CliContext> {
  const env = loadConfig();
  const infra = await resolveInfrastructure(env, (l) => console.error(l));
  await migrate(infra.config.databaseUrl);
  const pool = new Pool({ connectionString: infra.config.databaseUrl, max: 4 });
  const store = createEventStore({ eventstoreUrl: env.EVENTSTORE_URL, pool });
  return {
    store,
    pool,
    close: async () => {
      await store.close();
      await pool.end();
      await infra.stop();
    },
  };
}

/** Runs a command with the context open, and closes it however the command ends. */
export async function withCliContext<T>(run: (ctx: CliContext) => Promise<T>): Promise<T> {
  const ctx = await openCliContext();
  try {
    return await run(ctx);
  } finally {
    await ctx.close();
  }
}

/** A failed command: its message, exit code 1. */
export function failed(err: unknown): number {
  console.error((err as Error).message);
  return 1;
}

/** Runs a CLI's main on its arguments and exits with the code it answers, or the one `onError` gives a failure. */
export function runCli(main: (args: string[]) => Promise<number>, onError: (err: unknown) => number = failed): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => process.exit(onError(err)),
  );
}
