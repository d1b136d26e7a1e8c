import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/runtime-config';
import { createDataSource } from './data-source';
import { CheckpointWatcher } from '../projector/checkpoint-watcher';
import { timePoolWaits } from './pool-wait';

export const PG_POOL = Symbol('PG_POOL');

/** The app database: TypeORM for plain tables, a raw pg pool for events and read models. */
@Global()
@Module({
  providers: [
    {
      provide: DataSource,
      inject: [RUNTIME_CONFIG],
      useFactory: async (cfg: RuntimeConfig) => {
        const ds = await createDataSource(cfg.databaseUrl, cfg.env.DATABASE_POOL_SIZE).initialize();
        timePoolWaits((ds.driver as unknown as { master: Pool }).master, 'db_pool_orm');
        return ds;
      },
    },
    {
      provide: PG_POOL,
      inject: [RUNTIME_CONFIG],
      useFactory: (cfg: RuntimeConfig) => {
        const pool = new Pool({ connectionString: cfg.databaseUrl, max: cfg.env.DATABASE_POOL_SIZE });
        pool.on('error', () => {}); // an idle client dying (server restart) must not crash the process
        return timePoolWaits(pool);
      },
    },
    { provide: CheckpointWatcher, inject: [PG_POOL], useFactory: (pool: Pool) => new CheckpointWatcher(pool) },
  ],
  exports: [DataSource, PG_POOL, CheckpointWatcher],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly checkpoints: CheckpointWatcher,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.checkpoints.close();
    await this.pool.end().catch(() => {});
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
