import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ValidateChallengeCommand } from './commands';
import { ValidateChallengeHandler } from './validate-challenge.handler';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../platform/config/runtime-config';

/**
 * Challenges that were never validated (the demo catalogue right after seeding), or whose stored grading
 * predates the current format, are validated in the background through the sandbox queue, so the daily
 * pick can use them. One process does it.
 */
@Injectable()
export class CatalogueWarmupService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Catalogue');

  constructor(
    private readonly db: DataSource,
    // Called directly, not through the bus: this runs at bootstrap, before the bus may have its handlers.
    private readonly validation: ValidateChallengeHandler,
    @Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.validatePending().catch((err: Error) => this.logger.warn(`validating the catalogue: ${err.message}`));
  }

  async validatePending(): Promise<{ passed: number; failed: number }> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      const [lock] = (await runner.query(`SELECT pg_try_advisory_lock(hashtext('sqldaily:catalogue-warmup')) AS ok`)) as Array<{ ok: boolean }>;
      if (!lock?.ok) return { passed: 0, failed: 0 };
      const pending: Array<{ id: number }> = await runner.query(
        // never validated, or validated before hidden datasets were built by mutation analysis (grading v2)
        `SELECT id FROM challenges
          WHERE status = 'active' AND (validated_at IS NULL OR (validated AND (grading->>'version') IS DISTINCT FROM '2'))
          ORDER BY id`,
      );
      const [admin] = (await runner.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [this.cfg.env.ADMIN_EMAIL])) as Array<{ id: number }>;
      let passed = 0;
      for (const { id } of pending) if ((await this.validation.execute(new ValidateChallengeCommand(id, admin?.id ?? 0))).success) passed++;
      if (pending.length) this.logger.log(`validated ${pending.length} new challenge(s): ${passed} passed, ${pending.length - passed} failed`);
      return { passed, failed: pending.length - passed };
    } finally {
      await runner.query(`SELECT pg_advisory_unlock_all()`).catch(() => {});
      await runner.release();
    }
  }
}
