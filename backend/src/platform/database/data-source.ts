import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrations } from './migrations';
import { QueryErrorLogger } from './query-error-logger';

export type Entities = NonNullable<DataSourceOptions['entities']>;

/**
 * The app database as TypeORM sees it: plain tables (accounts, catalogue, plans) and migrations. The
 * wings' entities come from the composition root (backend/src/entities.ts): platform never imports a wing.
 */
export function createDataSource(url: string, poolSize = 10, entities: Entities = []): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
    logger: new QueryErrorLogger(),
    extra: { max: poolSize },
  });
}

/** Applies pending migrations; safe to call from several processes at once (TypeORM locks). */
export async function migrate(url: string): Promise<string[]> {
  const ds = createDataSource(url, 2);
  await ds.initialize();
  try {
    await ds.query(`SELECT pg_advisory_lock(hashtext('sqldaily:migrations'))`);
    const applied = await ds.runMigrations();
    return applied.map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}
