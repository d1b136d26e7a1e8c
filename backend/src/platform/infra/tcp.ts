import net from 'node:net';

/** True when something accepts TCP connections on host:port within the timeout. */
export function isPortOpen(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function waitForPort(port: number, host = '127.0.0.1', timeoutMs = 15000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isPortOpen(port, host, 300)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing answered on ${host}:${port} after ${timeoutMs} ms`);
}
