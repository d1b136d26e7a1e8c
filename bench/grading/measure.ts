export interface Measurement {
  name: string;
  jobs: number;
  wallMs: number;
  p50: number;
  p99: number;
  perSecond: number;
}

/** Runs `jobs` calls of `job(i)` with `concurrency` in flight; latency of each call, throughput of all. */
export async function measure(name: string, jobs: number, concurrency: number, job: (i: number) => Promise<void>): Promise<Measurement> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < jobs) {
      const i = next++;
      const t = performance.now();
      await job(i);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wallMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q: number): number => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] as number;
  return { name, jobs, wallMs, p50: at(0.5), p99: at(0.99), perSecond: (jobs / wallMs) * 1000 };
}

export function table(rows: Measurement[]): string {
  const head = ['mode', 'jobs', 'throughput/s', 'p50 ms', 'p99 ms'];
  const body = rows.map((r) => [r.name, String(r.jobs), r.perSecond.toFixed(1), r.p50.toFixed(2), r.p99.toFixed(2)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] as string).length)));
  return [head, ...body].map((r) => r.map((c, i) => c.padEnd(widths[i] as number)).join('  ')).join('\n');
}
