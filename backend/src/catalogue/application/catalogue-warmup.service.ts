import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountDirectory } from '../../accounts';
import { ValidateChallengeCommand } from './commands';
import { ValidateChallengeHandler } from './validate-challenge.handler';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../platform/config/runtime-config';

/**
 * Challenges that were never validated (the demo catalogue right after seeding), or whose stored grading
 * predates the current format, are validated in the background through the sandbox queue, so the daily
 * pick can use them. One process does it. Afterwards, once a minute, challenges that `npm run content --
 * import` seeded while the app runs are validated the same way (only seeded ones: an admin validates
 * their own challenges themselves).
 */
@Injectable()
export class CatalogueWarmupService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Catalogue');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly db: DataSource,
    private readonly accounts: AccountDirectory,
    // Called directly, not through the bus: this runs at bootstrap, before the bus may have its handlers.
    private readonly validation: ValidateChallengeHandler,
    @Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.running = this.validatePending().catch((err: Error) => this.logger.warn(`validating the catalogue: ${err.message}`));
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.validatePending({ seededOnly: true })
        .catch((err: Error) => this.logger.warn(`validating imported challenges: ${err.message}`))
        .finally(() => (this.running = undefined));
    }, 60_000);
    this.timer.unref();
    void this.running.finally(() => (this.running = undefined));
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async validatePending(opts: { seededOnly?: boolean } = {}): Promise<{ passed: number; failed: number }> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      const [lock] = (await runner.query(`SELECT pg_try_advisory_lock(hashtext('sqldaily:catalogue-warmup')) AS ok`)) as Array<{ ok: boolean }>;
      if (!lock?.ok) return { passed: 0, failed: 0 };
      const pending: Array<{ id: number }> = await runner.query(
        // never validated, or validated before hidden datasets were built by mutation analysis (grading v2);
        // round-robin over the rating bands, so every level has challenges early in a first start
        `SELECT id FROM challenges
          WHERE status = 'active' AND (validated_at IS NULL OR (validated AND (grading->>'version') IS DISTINCT FROM '2'))
            AND ($1::boolean IS FALSE OR content_hash IS NOT NULL)
          ORDER BY row_number() OVER (PARTITION BY difficulty_rating / 100 ORDER BY id), difficulty_rating, id`,
        [opts.seededOnly ?? false],
      );
      const adminId = (await this.accounts.idByEmail(this.cfg.env.ADMIN_EMAIL)) ?? 0;
      let passed = 0;
      let next = 0;
      // two at a time: the sandbox queue runs them on the worker's pool, so a first start is about twice as fast
      const validateNext = async (): Promise<void> => {
        while (next < pending.length) {
          const { id } = pending[next++]!;
          // a sandbox outage (503) leaves the challenge pending: the next sweep retries it
          if ((await this.validation.execute(new ValidateChallengeCommand(id, adminId))).success) passed++;
        }
      };
      await Promise.all([validateNext(), validateNext()]);
      if (pending.length) this.logger.log(`validated ${pending.length} new challenge(s): ${passed} passed, ${pending.length - passed} failed`);
      return { passed, failed: pending.length - passed };
    } finally {
      await runner.query(`SELECT pg_advisory_unlock_all()`).catch(() => {});
      await runner.release();
    }
  }
}
