import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ZodValidationException } from 'nestjs-zod';
import type { Response } from 'express';
import { describeZodError } from './zod-detail';

/** Every error leaves as `{ detail }` with a fitting status; stack traces stay in the log. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const { status, detail, headers } = this.describe(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (res.headersSent) return;
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    res.status(status).json({ detail });
  }

  private describe(e: unknown): { status: number; detail: string; headers: Record<string, string> } {
    if (e instanceof ZodValidationException) {
      return { status: 400, detail: describeZodError(e.getZodError() as never), headers: {} };
    }
    if (e instanceof HttpException) {
      const body = e.getResponse();
      const headers = (e as { headers?: Record<string, string> }).headers ?? {};
      return { status: e.getStatus(), detail: detailOf(body, e.message), headers };
    }
    if (isUnstorableText(e)) return { status: HttpStatus.BAD_REQUEST, detail: UNSTORABLE_TEXT, headers: {} };
    if (isBackendUnavailable(e)) return { status: HttpStatus.SERVICE_UNAVAILABLE, detail: BACKEND_UNAVAILABLE, headers: { 'Retry-After': '5' } };
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, detail: 'Internal server error', headers: {} };
  }
}

export const UNSTORABLE_TEXT = 'Text must not contain NUL characters or unpaired UTF-16 surrogates';

/**
 * PostgreSQL refusing text a client sent (a NUL byte in text, \u0000 or a lone surrogate in JSON):
 * the client's input, not a server fault. SQLSTATE 22021, 22P05, and 22P02 on a json value.
 */
export function isUnstorableText(e: unknown): boolean {
  const err = e as { code?: unknown; message?: unknown; driverError?: { code?: unknown; message?: unknown } } | null;
  const code = err?.driverError?.code ?? err?.code;
  const message = String(err?.driverError?.message ?? err?.message ?? '');
  return code === '22021' || code === '22P05' || (code === '22P02' && /type jsonb?\b/.test(message));
}

export const BACKEND_UNAVAILABLE = 'A service SQL Daily depends on is unavailable right now. Please try again in a few seconds.';

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', '53300']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|Connection is closed|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error|Reached the max retries per request limit|Stream isn't writeable|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command/i;

/**
 * PostgreSQL or Redis down, restarting or full (refused or dropped connections, too many clients, shutdown/startup
 * SQLSTATEs, ioredis giving up on a command): a temporary outage, answered 503 rather than 500.
 */
export function isBackendUnavailable(e: unknown): boolean {
  const err = e as { code?: unknown; name?: unknown; message?: unknown; driverError?: { code?: unknown; message?: unknown } } | null;
  if (!err || typeof err !== 'object') return false;
  const code = String(err.driverError?.code ?? err.code ?? '');
  if (UNAVAILABLE_CODES.has(code) || err.name === 'MaxRetriesPerRequestError') return true;
  return UNAVAILABLE_MESSAGES.test(String(err.driverError?.message ?? err.message ?? ''));
}

function detailOf(body: unknown, fallback: string): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object') {
    const b = body as { detail?: unknown; message?: unknown };
    if (typeof b.detail === 'string') return b.detail;
    if (typeof b.message === 'string') return b.message;
    if (Array.isArray(b.message)) return b.message.join('; ');
  }
  return fallback;
}

