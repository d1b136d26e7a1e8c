import { spawnSync } from 'node:child_process';

/**
 * Why the EventStoreDB contract cannot run here, or null when a server answers. Synchronous
 * (a child process tries a TCP connection) because jest collects tests synchronously.
 */
export function esdbUnavailableReason(url = process.env.EVENTSTORE_URL): string | null {
  if (!url) return 'EVENTSTORE_URL is unset (e.g. esdb://localhost:2113?tls=false with `docker compose up eventstore`)';
  const m = /^[a-z+]+:\/\/(?:[^@/]*@)?([^:/?,]+)(?::(\d+))?/i.exec(url);
  if (!m) return `EVENTSTORE_URL is not an esdb:// URL: ${url}`;
  const host = m[1]!;
  const port = Number(m[2] ?? 2113);
  const probe = `const s=require('net').connect(${port},${JSON.stringify(host)});s.setTimeout(1500,()=>process.exit(1));s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));`;
  const r = spawnSync(process.execPath, ['-e', probe], { timeout: 3000 });
  return r.status === 0 ? null : `nothing answers at ${host}:${port} (EVENTSTORE_URL=${url})`;
}
