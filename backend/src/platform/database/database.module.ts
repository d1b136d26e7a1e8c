import { type DynamicModule, Global, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/runtime-config';
import { createDataSource, type Entities } from './data-source';
import { CheckpointWatcher } from '../projector/checkpoint-watcher';
import { timePoolWaits } from './pool-wait';
import { prepareStatements } from './prepared-statements';

export const PG_POOL = Symbol('PG_POOL');

/** The app database: TypeORM for plain tables, raw pg for events and read models, on one pool (TypeORM's). */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(
    private readonly dataSource: DataSource,
    private readonly checkpoints: CheckpointWatcher,
  ) {}

  /** `entities`: the wings' TypeORM entities, given by the composition root. */
  static forRoot(entities: Entities): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DataSource,
          inject: [RUNTIME_CONFIG],
          useFactory: async (cfg: RuntimeConfig) => createDataSource(cfg.databaseUrl, cfg.env.DATABASE_POOL_SIZE, entities).initialize(),
        },
        {
          // One pool for both: with two, the tables' ran dry under load while the events' sat idle (issue 16, the knee).
          provide: PG_POOL,
          inject: [DataSource, RUNTIME_CONFIG],
          useFactory: (ds: DataSource, cfg: RuntimeConfig) => {
            const pool = (ds.driver as unknown as { master: Pool }).master;
            return timePoolWaits(cfg.env.DATABASE_PREPARED_STATEMENTS ? prepareStatements(pool) : pool);
          },
        },
        { provide: CheckpointWatcher, inject: [PG_POOL], useFactory: (pool: Pool) => new CheckpointWatcher(pool) },
      ],
      exports: [DataSource, PG_POOL, CheckpointWatcher],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.checkpoints.close();
    // ends the pool shared with PG_POOL
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
