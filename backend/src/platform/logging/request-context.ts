import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { routeLabel } from '../http/route-label';

interface RequestContext {
  requestId: string;
  /** Milliseconds spent per stage while serving the request (Server-Timing, the access line). */
  stages: Map<string, number>;
  /** Rows read once while serving the request and reused by later steps of it (the caller's user row). */
  memo: Map<string, unknown>;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The id of the request this code runs for, if any (every log line written while serving it carries it). */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

/** Keeps `value` for the rest of the request being served (outside a request: nothing). */
export function rememberForRequest(key: string, value: unknown): void {
  storage.getStore()?.memo.set(key, value);
}

/** What this request remembered under `key`, if it did. */
export const recallFromRequest = <T>(key: string): T | undefined => storage.getStore()?.memo.get(key) as T | undefined;

/**
 * Times one stage of the request being served (a lock, a stream read, waiting for a job, an append, the
 * read models catching up); repeated stages add up. Outside a request it just runs `work`.
 */
export async function timeStage<T>(stage: string, work: () => Promise<T>): Promise<T> {
  if (!storage.getStore()) return work();
  const record = stageRecorder(stage);
  const started = performance.now();
  try {
    return await work();
  } finally {
    record(performance.now() - started);
  }
}

/**
 * A recorder for time measured by callbacks (a pool's wait for a free connection), bound to the request
 * being served now: the callback itself may run in whichever context freed the connection.
 */
export function stageRecorder(stage: string): (ms: number) => void {
  const stages = storage.getStore()?.stages;
  return stages ? (ms) => stages.set(stage, (stages.get(stage) ?? 0) + ms) : () => {};
}

const round = (ms: number): number => Math.round(ms * 100) / 100;

/** `stage;dur=12.3, …` (W3C Server-Timing): browsers' dev tools and the load bench read it. */
const serverTiming = (stages: Map<string, number>): string => [...stages].map(([name, ms]) => `${name};dur=${round(ms)}`).join(', ');

/** A caller's own id is kept when it looks like one (a proxy's or a load balancer's); anything else gets a fresh UUID. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export interface AccessLog {
  info(fields: Record<string, unknown>, message: string): void;
  debug(fields: Record<string, unknown>, message: string): void;
}

/** Probes and scrapes come every few seconds: they are logged at debug, not among the learners' requests. */
const QUIET = /^\/(metrics|api\/v1\/health)(\/|$)/;

/**
 * Gives each request an id (echoed as `X-Request-Id`), runs the rest of the request inside it so every
 * log line carries it, and writes one access line when the answer is sent: method, route pattern (never
 * the raw path, which may carry ids or a query), status, duration and the stages timed with `timeStage`
 * (also sent as `Server-Timing`). Never a body, header or token.
 */
export function requestContext(log: AccessLog) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const offered = req.get('x-request-id');
    const requestId = offered && ACCEPTED_ID.test(offered) ? offered : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    const stages = new Map<string, number>();
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      // `total`: from the request reaching the app to its answer — what a client waits beyond it was spent before
      // the app saw the request (the event loop, the accept queue) or on the wire
      const total = `total;dur=${round(Number(process.hrtime.bigint() - started) / 1e6)}`;
      if (!this.headersSent) this.setHeader('Server-Timing', stages.size ? `${serverTiming(stages)}, ${total}` : total);
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response['writeHead'];
    res.on('finish', () => {
      const fields = {
        request_id: requestId,
        method: req.method,
        route: routeLabel(req),
        status: res.statusCode,
        duration_ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        ...(stages.size ? { stages: Object.fromEntries([...stages].map(([k, v]) => [k, round(v)])) } : {}),
      };
      if (QUIET.test(req.path)) log.debug(fields, 'request');
      else log.info(fields, 'request');
    });
    storage.run({ requestId, stages, memo: new Map() }, next);
  };
}
