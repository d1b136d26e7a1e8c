import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

/** Where Debian's server and most builds put their sockets. */
export const USUAL_SOCKET_DIRECTORIES = ['/var/run/postgresql', '/tmp'];

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * The same server through its Unix socket when it is on this machine, the socket exists and accepts
 * the URL's credentials; else the URL unchanged. A local socket skips the loopback TCP stack: under
 * the load bench's crowd it cut the API's and PostgreSQL's kernel time enough to take about a quarter
 * off p95 (BENCHMARKS.md). Only the resolved defaults use it: a DATABASE_URL is taken as written
 * (add `?host=/var/run/postgresql` to it for the same effect).
 */
export async function preferUnixSocket(url: string, directories: readonly string[]): Promise<string> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return url;
  }
  if (!LOOPBACK.has(u.hostname) || u.searchParams.has('host')) return url;
  const port = u.port || '5432';
  for (const dir of directories) {
    if (!fs.existsSync(path.join(dir, `.s.PGSQL.${port}`))) continue;
    const viaSocket = new URL(url);
    viaSocket.searchParams.set('host', dir);
    const candidate = viaSocket.toString();
    const probe = new Client({ connectionString: candidate, connectionTimeoutMillis: 3000 });
    try {
      await probe.connect();
      return candidate;
    } catch {
      // e.g. peer authentication on local connections: TCP it is
    } finally {
      await probe.end().catch(() => {});
    }
  }
  return url;
}

/** The socket directory a running postmaster announced in its pid file (line 5), if any. */
export function postmasterSocketDirectory(dataDir: string): string | undefined {
  try {
    const dir = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[4]?.trim();
    return dir ? dir : undefined;
  } catch {
    return undefined;
  }
}
