import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { seedPlans } from './plan-seed';

/** Makes sure the built-in plans exist whenever an API process starts. */
@Injectable()
export class PlanSeeder implements OnApplicationBootstrap {
  constructor(private readonly db: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    const inserted = await seedPlans(this.db);
    if (inserted) new Logger('Subscriptions').log(`seeded ${inserted} subscription plan(s)`);
  }
}
