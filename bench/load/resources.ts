/**
 * CPU and memory of the processes behind the product, read from /proc once a second during a run:
 * each product child, the app database's PostgreSQL backends (found in pg_stat_activity), the sandbox
 * cluster (its postmaster and children), Redis (shared with whatever else uses it) and this bench
 * process (the crowd). Plus the machine: busy share of all cores and the load average.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const TICK = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

export interface ProcessGroup {
  name: string;
  /** Current pids of the group (called at every sample). */
  pids(): Promise<number[]> | number[];
}

interface Usage {
  /** Most processes seen at once (for the PostgreSQL backends: connections). */
  maxProcesses: number;
  cpuPct: number;
  rssAvgMb: number;
  rssMaxMb: number;
}

export interface ResourceReport {
  groups: Array<{ name: string } & Usage>;
  machineBusyPct: number;
  loadStart: string;
  loadEnd: string;
  loadMax: number;
}

function ticksAndRss(pid: number): { ticks: number; rssKb: number } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): utime is field 14, stime 15, rss (pages) 24.
    const ticks = Number(fields[11]) + Number(fields[12]);
    const rssKb = (Number(fields[21]) * 4096) / 1024;
    return { ticks, rssKb };
  } catch {
    return undefined; // gone
  }
}

function machineTicks(): { busy: number; total: number } {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const total = cpu.reduce((a, b) => a + b, 0);
  const idle = cpu[3]! + cpu[4]!; // idle + iowait
  return { busy: total - idle, total };
}

/** Children of a process (for the sandbox cluster: the postmaster's backends). */
export function childrenOf(ppid: number): number[] {
  const out: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === ppid) out.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return out;
}

export class ResourceSampler {
  private timer?: NodeJS.Timeout;
  /** Per group: per pid, first and last ticks seen. */
  private readonly ticks = new Map<string, Map<number, { first: number; last: number }>>();
  private readonly rss = new Map<string, number[]>();
  private readonly most = new Map<string, number>();
  private startedAt = 0;
  private machineStart = machineTicks();
  private loadStart = '';
  private loadMax = 0;
  private sampling?: Promise<void>;

  constructor(private readonly groups: ProcessGroup[]) {}

  start(): void {
    this.startedAt = performance.now();
    this.machineStart = machineTicks();
    this.loadStart = os.loadavg().map((l) => l.toFixed(2)).join(' ');
    this.loadMax = os.loadavg()[0]!;
    this.bench = process.cpuUsage();
    void this.sample(true);
    this.timer = setInterval(() => {
      this.sampling = this.sample(false);
    }, 1000);
  }

  private bench = process.cpuUsage();

  private async sample(first: boolean): Promise<void> {
    this.loadMax = Math.max(this.loadMax, os.loadavg()[0]!);
    for (const g of this.groups) {
      const pids = await Promise.resolve(g.pids()).catch(() => [] as number[]);
      const seen = this.ticks.get(g.name) ?? new Map<number, { first: number; last: number }>();
      this.ticks.set(g.name, seen);
      let rssKb = 0;
      for (const pid of pids) {
        const u = ticksAndRss(pid);
        if (!u) continue;
        rssKb += u.rssKb;
        const prev = seen.get(pid);
        // A pid first seen after the start was born during the run: all of its CPU counts.
        if (!prev) seen.set(pid, { first: first ? u.ticks : 0, last: u.ticks });
        else prev.last = u.ticks;
      }
      this.most.set(g.name, Math.max(this.most.get(g.name) ?? 0, pids.length));
      const xs = this.rss.get(g.name) ?? [];
      xs.push(rssKb / 1024);
      this.rss.set(g.name, xs);
    }
  }

  async stop(): Promise<ResourceReport> {
    clearInterval(this.timer);
    await this.sampling;
    await this.sample(false);
    const seconds = (performance.now() - this.startedAt) / 1000;
    const m = machineTicks();
    const groups = this.groups.map((g) => {
      const seen = [...(this.ticks.get(g.name)?.values() ?? [])];
      const ticks = seen.reduce((a, s) => a + (s.last - s.first), 0);
      const rss = this.rss.get(g.name) ?? [0];
      return {
        name: g.name,
        maxProcesses: this.most.get(g.name) ?? 0,
        cpuPct: (ticks / TICK / seconds) * 100,
        rssAvgMb: rss.reduce((a, b) => a + b, 0) / rss.length,
        rssMaxMb: Math.max(...rss),
      };
    });
    const cpu = process.cpuUsage(this.bench);
    groups.push({
      name: 'bench (the crowd)',
      maxProcesses: 1,
      cpuPct: ((cpu.user + cpu.system) / 1e6 / seconds) * 100,
      rssAvgMb: process.memoryUsage().rss / 1024 / 1024,
      rssMaxMb: process.memoryUsage().rss / 1024 / 1024,
    });
    return {
      groups,
      machineBusyPct: ((m.busy - this.machineStart.busy) / Math.max(1, m.total - this.machineStart.total)) * 100,
      loadStart: this.loadStart,
      loadEnd: os.loadavg().map((l) => l.toFixed(2)).join(' '),
      loadMax: this.loadMax,
    };
  }
}
