import { eventTypeCounts } from '../../../../projections/src';
import { parseArgs } from 'node:util';
import { listStreams, readEventsAfter, readStreamPage } from '../application/event-browser';
import type { EventView } from '../http/event-view';
import { type CliContext, failed, runCli, withCliContext } from './cli-context';

const USAGE = `usage: npm run events -- <command> [options]
  streams [--prefix P] [--limit N] [--offset N]   streams by latest activity, with counts (PostgreSQL store)
  stream <id> [--from VERSION] [--limit N]        the events of one stream
  tail [--type T] [--stream PREFIX] [--after POSITION]
                                                  follow new events live (from now, or after POSITION) until Ctrl-C
  types                                           event counts by type (event_type_counts projection)`;

const OPTIONS = {
  prefix: { type: 'string' },
  limit: { type: 'string' },
  offset: { type: 'string' },
  from: { type: 'string' },
  type: { type: 'string' },
  stream: { type: 'string' },
  after: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

class UsageError extends Error {}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a non-negative integer`);
  return Number(value);
}

const line = (e: EventView) => `${e.position}\t${e.created_at}\t${e.stream_id}@${e.stream_version}\t${e.type}\t${JSON.stringify(e.data)}`;

async function streams(ctx: CliContext, o: { prefix?: string; limit?: string; offset?: string }): Promise<void> {
  const page = await listStreams(ctx.store, { prefix: o.prefix, limit: int(o.limit, 50, 'limit'), offset: int(o.offset, 0, 'offset') });
  for (const s of page.streams) console.log(`${s.stream_id}\t${s.events} events\tv${s.version}\tlast ${s.last_event_at}\t@${s.last_position}`);
  if (page.has_more) console.log(`… more: --offset ${page.offset + page.limit}`);
}

async function stream(ctx: CliContext, id: string | undefined, o: { from?: string; limit?: string }): Promise<number> {
  if (!id) throw new UsageError('stream needs a stream id');
  const page = await readStreamPage(ctx.store, id, { from: int(o.from, 0, 'from'), limit: int(o.limit, 1000, 'limit') });
  if (!page) {
    console.error(`stream ${id} not found`);
    return 1;
  }
  for (const e of page.events) console.log(line(e));
  if (page.next_from !== null) console.log(`… more: --from ${page.next_from}`);
  return 0;
}

async function tail(ctx: CliContext, o: { type?: string; stream?: string; after?: string }): Promise<void> {
  if (o.after !== undefined && !/^\d{1,19}$/.test(o.after)) throw new UsageError('--after must be a global position');
  let after = o.after !== undefined ? BigInt(o.after) : await ctx.store.headPosition();
  let stopped = false;
  let wake: () => void = () => {};
  const stop = () => {
    stopped = true;
    wake();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const unlisten = ctx.store.onAppended?.(() => wake()) ?? (() => {});
  console.error(`following events after position ${after} (Ctrl-C to stop)`);
  try {
    while (!stopped) {
      const page = await readEventsAfter(ctx.store, { after, limit: 500, type: o.type, streamPrefix: o.stream });
      for (const e of page.events) console.log(line(e));
      const moved = BigInt(page.next_after) !== after;
      after = BigInt(page.next_after);
      // Appends wake us at once; the timeout is the fallback (and covers late commits below the safe bound).
      if (!moved && !stopped) await new Promise<void>((r) => ((wake = r), setTimeout(r, 500)));
    }
  } finally {
    unlisten();
  }
}

async function types(ctx: CliContext): Promise<void> {
  for (const t of await eventTypeCounts(ctx.pool)) console.log(`${t.type}\t${t.count}\tlast ${t.last_at}`);
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  const [command, arg] = positionals;
  if (values.help || !command || !['streams', 'stream', 'tail', 'types'].includes(command)) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  return withCliContext(async (ctx) => {
    if (command === 'streams') await streams(ctx, values);
    else if (command === 'stream') return await stream(ctx, arg, values);
    else if (command === 'tail') await tail(ctx, values);
    else await types(ctx);
    return 0;
  });
}

runCli(main, (err) => {
  if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  return failed(err);
});
