import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/**
 * TypeORM's failed queries, through the product's own logger at debug: the SQLSTATE, the message and the
 * statement, never its parameters (they carry e-mails, password hashes and whatever text a client sent).
 * TypeORM's default logger printed all of that with console.log, outside the JSON log lines. A failure
 * still reaches the caller as an exception, where the HTTP filter answers 4xx or logs the 500.
 */
export class QueryErrorLogger implements TypeOrmLogger {
  private readonly out = new NestLogger('Database');

  logQueryError(error: string | Error, query: string): void {
    const code = typeof error === 'object' && error && 'code' in error ? ` (${String((error as { code: unknown }).code)})` : '';
    const message = typeof error === 'string' ? error : error.message;
    this.out.debug(`query failed${code}: ${message} — ${query.replace(/\s+/g, ' ').slice(0, 300)}`);
  }

  logQuery(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
