import type { Server } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

let inFlight = 0;

/** Counts requests that have started and not yet finished (or been dropped by the client). */
export function trackInFlight(_req: Request, res: Response, next: NextFunction): void {
  inFlight++;
  let done = false;
  const finish = () => {
    if (!done) {
      done = true;
      inFlight--;
    }
  };
  res.on('finish', finish);
  res.on('close', finish);
  next();
}

export const requestsInFlight = (): number => inFlight;

/**
 * Graceful stop of the HTTP side (issue 16): stop accepting connections, close idle keep-alive ones, and
 * wait until every request in flight has been answered — at most `graceMs`. A submit waiting for its grade
 * gets its answer, since the worker and pools close only after this.
 */
export async function drainHttp(server: Server, graceMs: number): Promise<{ drained: boolean; left: number }> {
  server.close();
  server.closeIdleConnections();
  const deadline = Date.now() + graceMs;
  while (inFlight > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    server.closeIdleConnections();
  }
  return { drained: inFlight === 0, left: inFlight };
}
