/**
 * Section 3: rebuildProjection of every learner projection over decider-generated learner streams
 * appended with the PostgreSQL event store, beside raw reads of the same events and one
 * INSERT … SELECT aggregate over them.
 */
import { Pool } from 'pg';
import { migrate } from '../../backend/src/platform/database/data-source';
import { PostgresEventStore } from '../../backend/src/platform/eventstore';
import { learnerStream as streamId } from '../../backend/src/learner/domain';
import { rebuildProjection } from '../../backend/src/platform/projector/projection-rebuild';
import { LEARNER_PROJECTIONS } from '../../projections/src/learner';
import { catalogue, learnerStream, prng } from './learner-streams';
import { int, table, timed, type Throwaway } from './support';

const TARGET_EVENTS = Number(process.env.BENCH_RB_EVENTS ?? 200_000);
const DAYS = Number(process.env.BENCH_RB_DAYS ?? 30);
const APPEND_BATCH = Number(process.env.BENCH_RB_APPEND_BATCH ?? 50);
const WRITERS = 4;
const PAGE = 5000; // rebuildProjection's batch

export async function rebuildSection(db: Throwaway): Promise<void> {
  console.log('\n## 3. Projection rebuild rate\n');
  await migrate(db.url);
  const pool = new Pool({ connectionString: db.url, max: WRITERS + 1 });
  pool.on('error', () => {});
  const store = new PostgresEventStore(pool, { log: () => {} });
  try {
    // Generate: learners × DAYS days with the pure decider until the target is reached.
    const rnd = prng(42);
    const candidates = catalogue(DAYS);
    let attemptId = 0;
    const firstDay = Date.UTC(2026, 5, 1);
    const streams: ReturnType<typeof learnerStream>[] = [];
    let total = 0;
    const [, genMs] = await timed(async () => {
      while (total < TARGET_EVENTS) {
        const s = learnerStream(streams.length + 1, firstDay, DAYS, candidates, () => ++attemptId, rnd);
        streams.push(s);
        total += s.events.length;
      }
    });
    const byType = new Map<string, number>();
    for (const s of streams) for (const e of s.events) byType.set(e.type, (byType.get(e.type) ?? 0) + 1);
    console.log(`generated ${int(total)} events for ${int(streams.length)} learners × ${DAYS} days with the decider in ${(genMs / 1000).toFixed(1)} s`);
    console.log(`  ${[...byType].map(([t, n]) => `${t} ${int(n)}`).join(', ')}`);

    // Append: per learner, batches of APPEND_BATCH with the expected version, WRITERS learners at a time.
    let next = 0;
    const [, appendMs] = await timed(() =>
      Promise.all(
        Array.from({ length: WRITERS }, async () => {
          while (next < streams.length) {
            const s = streams[next++]!;
            for (let v = 0; v < s.events.length; v += APPEND_BATCH) {
              const batch = s.events.slice(v, v + APPEND_BATCH).map((e) => ({ type: e.type, data: e.data, metadata: { actorId: s.userId } }));
              await store.append(streamId(s.userId), batch, v === 0 ? 'no_stream' : v - 1);
            }
          }
        }),
      ),
    );
    await pool.query('VACUUM ANALYZE events');
    console.log(`appended with PostgresEventStore (${WRITERS} writers, batches of ${APPEND_BATCH}) in ${(appendMs / 1000).toFixed(1)} s: ${int((total / appendMs) * 1000)} events/s\n`);

    const rows: string[][] = [];
    const rate = (events: number, msTaken: number) => int((events / msTaken) * 1000);
    // Raw baselines first: reading everything (store and plain pg), then one aggregate.
    const [, rawReadMs] = await timed(async () => {
      let after = '0';
      for (;;) {
        const { rows: page } = await pool.query<{ p: string }>({
          name: 'raw_read',
          text: `SELECT global_position::text AS p, stream_id, type, data FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
          values: [after, PAGE],
        });
        if (!page.length) break;
        after = page[page.length - 1]!.p;
      }
    });
    rows.push(['raw: SELECT all events, pages of 5000 (pg, JSON parsed)', int(total), (rawReadMs / 1000).toFixed(2), rate(total, rawReadMs), '']);
    const [, storeReadMs] = await timed(async () => {
      let after = 0n;
      for (let page = await store.readAll({ after, limit: PAGE }); page.length; page = await store.readAll({ after, limit: PAGE })) after = page[page.length - 1]!.globalPosition;
    });
    rows.push(['raw: store.readAll, pages of 5000 (rebuild’s read)', int(total), (storeReadMs / 1000).toFixed(2), rate(total, storeReadMs), '']);
    const [, aggMs] = await timed(() =>
      pool.query(`CREATE TABLE raw_user_totals AS
        SELECT (data->>'userId')::int AS user_id,
               coalesce(sum((data->>'points')::int) FILTER (WHERE type = 'SolutionSubmitted'), 0) AS points,
               count(*) FILTER (WHERE type = 'DailyChallengeResolved') AS resolved,
               count(*) FILTER (WHERE type = 'DailyChallengeResolved' AND data->>'outcome' = 'solved') AS solved,
               (array_agg((data->>'after')::int ORDER BY global_position DESC) FILTER (WHERE type IN ('EloChanged', 'EloRecalculated')))[1] AS elo
          FROM events WHERE stream_id LIKE 'learner-%' GROUP BY 1`),
    );
    rows.push(['raw: one INSERT … SELECT aggregate (points, solved, ELO per user)', int(total), (aggMs / 1000).toFixed(2), rate(total, aggMs), '']);

    let slowest = Infinity;
    for (const projection of LEARNER_PROJECTIONS) {
      const report = await rebuildProjection(store, pool, projection);
      const perSecond = report.events / report.seconds;
      slowest = Math.min(slowest, perSecond);
      rows.push([`rebuildProjection(${projection.name})`, int(report.events), report.seconds.toFixed(2), int(perSecond), `${((perSecond / ((total / storeReadMs) * 1000)) * 100).toFixed(0)}% of readAll`]);
    }
    console.log(table(['work', 'events', 'seconds', 'events/s', 'vs read'], rows));
    console.log(`\ntarget rebuild ≥ 50,000 events/s: ${slowest >= 50_000 ? 'met' : 'MISSED'} (slowest projection ${int(slowest)} events/s)`);
  } finally {
    await store.close();
    await pool.end();
  }
}
