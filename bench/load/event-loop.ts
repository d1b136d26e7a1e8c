/**
 * Each product process's event-loop delay and garbage collection over a window, read from its /metrics
 * (prom-client's default metrics: the delay histogram is reset at every scrape, so a scrape at the window's
 * start leaves the next one with the window alone; GC time is a running sum, taken as a difference).
 */
export interface LoopFigure {
  name: string;
  /** How late a 10 ms timer fired (ms, the resolution taken off): what any answer waits before the process handles it. */
  delayP50: number;
  delayP99: number;
  delayMax: number;
  delayMean: number;
  /**
   * Share of the window's wall time the loop ran late: each sample waits its interval plus its delay, so
   * mean / (resolution + mean). Time-weighted, unlike the percentiles (one long stall is one sample), it is
   * about the chance that an answer arriving at a random moment finds the loop not ready for it.
   */
  lateShare: number;
  /** GC pause time over the window, ms, and the number of pauses. */
  gcMs: number;
  gcCount: number;
}

/** prom-client's `eventLoopMonitoringPrecision` (ms): every sample includes it. */
const RESOLUTION_MS = 10;

interface Scrape {
  values: Map<string, number>;
}

function parse(text: string): Scrape {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    values.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return { values };
}

function sumOf(s: Scrape, prefix: string): number {
  let sum = 0;
  for (const [k, v] of s.values) if (k.startsWith(prefix)) sum += v;
  return sum;
}

async function scrape(url: string): Promise<Scrape | undefined> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return res.ok ? parse(await res.text()) : undefined;
  } catch {
    return undefined;
  }
}

export class LoopSampler {
  private starts = new Map<string, Scrape | undefined>();

  constructor(private readonly processes: Array<{ name: string; metricsUrl: string }>) {}

  async start(): Promise<void> {
    await Promise.all(this.processes.map(async (p) => this.starts.set(p.name, await scrape(p.metricsUrl))));
  }

  async stop(): Promise<LoopFigure[]> {
    const out: LoopFigure[] = [];
    for (const p of this.processes) {
      const [a, b] = [this.starts.get(p.name), await scrape(p.metricsUrl)];
      if (!a || !b) continue;
      const delay = (k: string) => Math.max(0, (b.values.get(`sqldaily_nodejs_eventloop_lag_${k}_seconds`) ?? NaN) * 1000 - RESOLUTION_MS);
      const gc = (suffix: string) => sumOf(b, `sqldaily_nodejs_gc_duration_seconds_${suffix}`) - sumOf(a, `sqldaily_nodejs_gc_duration_seconds_${suffix}`);
      out.push({ name: p.name, delayP50: delay('p50'), delayP99: delay('p99'), delayMax: delay('max'), delayMean: delay('mean'), lateShare: delay('mean') / (RESOLUTION_MS + delay('mean')), gcMs: gc('sum') * 1000, gcCount: gc('count') });
    }
    return out;
  }
}
