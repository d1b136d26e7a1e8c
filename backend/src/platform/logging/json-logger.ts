import type { LoggerService, LogLevel } from '@nestjs/common';
import pino, { type Logger as Pino } from 'pino';
import { currentRequestId } from './request-context';

const PINO_LEVEL: Record<LogLevel, pino.Level> = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};
const ORDER: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** The most verbose of the enabled Nest levels, as pino's threshold. */
function threshold(levels: readonly LogLevel[]): pino.Level {
  const last = Math.max(...levels.map((l) => ORDER.indexOf(l)));
  return last < 0 ? 'silent' as pino.Level : PINO_LEVEL[ORDER[last]!];
}

/**
 * One JSON object per line on stdout (pino): time, level, pid, the Nest context, the message, and the
 * request id of the request being served when there is one. Written through `process.stdout` (not a raw
 * file descriptor) so a supervisor, a container runtime or a test reading the stream sees every line.
 */
export class JsonLogger implements LoggerService {
  readonly pino: Pino;

  constructor(levels: readonly LogLevel[], role: string) {
    this.pino = pino(
      {
        level: threshold(levels),
        base: { pid: process.pid, role },
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
        mixin: () => {
          const requestId = currentRequestId();
          return requestId ? { request_id: requestId } : {};
        },
      },
      process.stdout,
    );
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }
  /** Nest calls `error(message, stack?, context?)`. */
  error(message: unknown, ...params: unknown[]): void {
    const context = params.length > 1 || (params.length === 1 && !looksLikeStack(params[0])) ? params.at(-1) : undefined;
    const stack = params.find(looksLikeStack);
    this.emit('error', message, typeof context === 'string' ? context : undefined, typeof stack === 'string' ? stack : undefined);
  }

  setLogLevels(levels: LogLevel[]): void {
    this.pino.level = threshold(levels);
  }

  private write(level: pino.Level, message: unknown, params: unknown[]): void {
    const context = params.at(-1);
    this.emit(level, message, typeof context === 'string' ? context : undefined);
  }

  private emit(level: pino.Level, message: unknown, context?: string, stack?: string): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = context ? { context } : {};
    if (message instanceof Error) {
      this.pino[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.pino[level]({ ...fields, data: message }, context ?? '');
    } else {
      if (stack) fields.stack = stack;
      this.pino[level](fields, String(message));
    }
  }
}

const looksLikeStack = (v: unknown): boolean => typeof v === 'string' && /\n\s+at /.test(v);
