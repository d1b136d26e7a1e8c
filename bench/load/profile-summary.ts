/**
 * Where a process's CPU went, from the V8 CPU profile `BENCH_LOAD_PROFILE=<dir> npm run bench:load` writes per
 * product process: `node -r ts-node/register/transpile-only bench/load/profile-summary.ts <dir>/api1.cpuprofile`.
 * Self time is grouped by package (node_modules/<name>), the app's own files (by folder), Node's internals,
 * the garbage collector, and (program) — the VM and native code outside JavaScript; (idle) is left out of the
 * shares. Then the top functions by self time. `--from=<s> --to=<s>` keep the samples between those seconds of
 * the profile (the crowd's window, not the start-up's module loading); `--buckets` prints busy time per 5 s.
 */
import fs from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

function groupOf(url: string, fn: string): string {
  if (fn === '(garbage collector)') return '(garbage collector)';
  if (fn === '(program)' || fn === '(idle)' || fn === '(root)') return fn;
  if (!url) return `(native) ${fn || 'anonymous'}`;
  const mod = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (mod) return mod[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const own = /\/(backend\/src\/[^/]+(?:\/[^/]+)?|projections\/src|contracts\/src|dist\/backend\/src\/[^/]+(?:\/[^/]+)?|dist\/projections)/.exec(url);
  return own ? own[1]!.replace(/^dist\//, '').replace(/\.js$/, '') : url;
}

function main(): void {
  const file = process.argv[2];
  if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [--from=<s>] [--to=<s>] [--buckets]');
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const from = Number(arg('from') ?? 0) * 1e6;
  const to = Number(arg('to') ?? Infinity) * 1e6;
  const p = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const buckets = new Map<number, number>();
  let at = 0;
  p.samples.forEach((id, i) => {
    const dt = p.timeDeltas[i] ?? 0;
    at += dt;
    const idle = byId.get(id)?.callFrame.functionName === '(idle)';
    if (!idle) buckets.set(Math.floor(at / 5e6), (buckets.get(Math.floor(at / 5e6)) ?? 0) + dt);
    if (at >= from && at <= to) self.set(id, (self.get(id) ?? 0) + dt);
  });
  if (process.argv.includes('--buckets')) {
    for (const [b, us] of [...buckets].sort((x, y) => x[0] - y[0])) console.log(`${String(b * 5).padStart(4)} s  busy ${((us / 5e6) * 100).toFixed(0)} %`);
  }
  const groups = new Map<string, number>();
  const fns = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const [id, us] of self) {
    const n = byId.get(id)!;
    const g = groupOf(n.callFrame.url, n.callFrame.functionName);
    total += us;
    if (g === '(idle)') {
      idle += us;
      continue;
    }
    groups.set(g, (groups.get(g) ?? 0) + us);
    const key = `${n.callFrame.functionName || '(anonymous)'} ${g}${n.callFrame.url ? `:${n.callFrame.lineNumber + 1}` : ''}`;
    fns.set(key, (fns.get(key) ?? 0) + us);
  }
  const busy = total - idle;
  console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, busy ${((busy / total) * 100).toFixed(1)} % (${(busy / 1e6).toFixed(1)} s)\n`);
  const print = (title: string, m: Map<string, number>, n: number) => {
    console.log(`${title} (share of busy time):`);
    for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`  ${((us / busy) * 100).toFixed(1).padStart(5)} %  ${k}`);
    console.log('');
  };
  print('by package or folder', groups, 20);
  print('top functions by self time', fns, 20);
  // socket writes are native: charge them to the nearest caller that is not Node's own (pg, ioredis, http…)
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const writes = new Map<string, number>();
  for (const [id, us] of self) {
    const n = byId.get(id)!;
    if (!/^write(v|Utf8String|Buffer|LatinString)$/.test(n.callFrame.functionName) || n.callFrame.url) continue;
    let up = parent.get(id);
    let owner = '(unknown)';
    while (up !== undefined) {
      const u = byId.get(up)!;
      const g = groupOf(u.callFrame.url, u.callFrame.functionName);
      if (!g.startsWith('node:') && !g.startsWith('(')) {
        owner = g;
        break;
      }
      if (g === 'node:_http_outgoing' || g === 'node:_http_server') {
        owner = 'HTTP answers (node:http)';
        break;
      }
      up = parent.get(up);
    }
    writes.set(owner, (writes.get(owner) ?? 0) + us);
  }
  print('socket writes by their caller', writes, 8);
}

main();
