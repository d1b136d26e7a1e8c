import { PROJECTIONS } from '../../../../projections/src';
import { rebuildProjection } from '../../platform/projector/projection-rebuild';
import { projectionStatus } from '../../platform/projector/projection-status';
import { runCli, withCliContext } from './cli-context';

const USAGE = `usage: npm run projections -- <command>
  list                 the projections and their versions
  status               checkpoint, head, lag and whether a projector is running each one
  rebuild <name|all>   replay the event store from position 0 into fresh tables and swap them in`;

async function main(args: string[]): Promise<number> {
  const [command, name] = args;
  if (command === 'list') {
    for (const p of PROJECTIONS) console.log(`${p.name}\tv${p.version}\t${p.tables.join(', ')}`);
    return 0;
  }
  if (command !== 'status' && command !== 'rebuild') {
    console.error(USAGE);
    return 2;
  }
  const targets = command === 'rebuild' ? PROJECTIONS.filter((p) => name === 'all' || p.name === name) : [];
  if (command === 'rebuild' && !targets.length) {
    console.error(`unknown projection "${name ?? ''}"; known: ${PROJECTIONS.map((p) => p.name).join(', ')}, all`);
    return 2;
  }
  return withCliContext(async (ctx) => {
    if (command === 'status') console.table(await projectionStatus(ctx.store, ctx.pool));
    for (const p of targets) {
      const r = await rebuildProjection(ctx.store, ctx.pool, p);
      const rate = r.seconds > 0 ? Math.round(r.events / r.seconds) : r.events;
      console.log(`${r.name} v${r.version}: ${r.events} events in ${r.seconds.toFixed(2)} s (${rate} events/s), now at ${r.position}`);
    }
    return 0;
  });
}

runCli(main);
