import type { FactoryProvider, Type } from '@nestjs/common';
import type { Pool } from 'pg';
import { CLOCK, type Clock } from '../../kernel/clock';
import { PG_POOL } from './database.module';

/** A query class of projections/ (plain TypeScript, no Nest) as a provider: built on the app pool and the clock. */
export const readModelQuery = <T>(query: Type<T> & (new (pool: Pool, clock: Clock) => T)): FactoryProvider<T> => ({
  provide: query,
  useFactory: (pool: Pool, clock: Clock) => new query(pool, clock),
  inject: [PG_POOL, CLOCK],
});
