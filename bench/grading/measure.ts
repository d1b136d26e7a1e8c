export interface Measurement {
  name: string;
  jobs: number;
  wallMs: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

/** What one call reports: nothing (its wall time is its latency) or the milliseconds that count (a floor that leaves loading out). */
export type Job = (i: number) => Promise<number | void>;

interface Sample {
  latencies: number[];
  wallMs: number;
  /** Sum of the latencies the jobs reported themselves (0 when none did). */
  reportedMs: number;
}

async function sample(jobs: number, concurrency: number, job: Job, offset = 0): Promise<Sample> {
  const latencies: number[] = [];
  let reportedMs = 0;
  let next = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < jobs) {
      const i = offset + next++;
      const t = performance.now();
      const reported = await job(i);
      const ms = typeof reported === 'number' ? reported : performance.now() - t;
      if (typeof reported === 'number') reportedMs += reported;
      latencies.push(ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, wallMs: performance.now() - started, reportedMs };
}

export function percentile(sorted: number[], q: number): number {
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number) : NaN;
}

function summarise(name: string, samples: Sample[], concurrency: number): Measurement {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const wallMs = samples.reduce((n, s) => n + s.wallMs, 0);
  const reportedMs = samples.reduce((n, s) => n + s.reportedMs, 0);
  // A job that reports its own time (a floor) is throughput over that time alone, `concurrency` at once.
  const busyMs = reportedMs > 0 ? reportedMs / concurrency : wallMs;
  return {
    name,
    jobs: latencies.length,
    wallMs,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    perSecond: (latencies.length / busyMs) * 1000,
  };
}

/** Runs `jobs` calls of `job(i)` with `concurrency` in flight; latency of each call, throughput of all. */
export async function measure(name: string, jobs: number, concurrency: number, job: Job): Promise<Measurement> {
  return summarise(name, [await sample(jobs, concurrency, job)], concurrency);
}

/**
 * Several modes measured in alternation: `rounds` rounds, each running every mode for its share of
 * `jobs`, so a machine whose load drifts (other work) weighs on every mode alike. Job indexes continue
 * from round to round, so each mode sees the same sequence of challenges.
 */
export async function measureInterleaved(
  modes: Array<{ name: string; job: Job }>, jobs: number, concurrency: number, rounds: number,
): Promise<Measurement[]> {
  const samples = modes.map(() => [] as Sample[]);
  const per = Math.max(1, Math.ceil(jobs / rounds));
  for (let done = 0; done < jobs; done += per) {
    for (const [m, mode] of modes.entries()) samples[m]!.push(await sample(Math.min(per, jobs - done), concurrency, mode.job, done));
  }
  return modes.map((mode, m) => summarise(mode.name, samples[m]!, concurrency));
}

export function table(rows: Measurement[]): string {
  const head = ['mode', 'jobs', 'throughput/s', 'p50 ms', 'p95 ms', 'p99 ms'];
  const body = rows.map((r) => [r.name, String(r.jobs), r.perSecond.toFixed(1), r.p50.toFixed(2), r.p95.toFixed(2), r.p99.toFixed(2)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] as string).length)));
  return [head, ...body].map((r) => r.map((c, i) => c.padEnd(widths[i] as number)).join('  ')).join('\n');
}
