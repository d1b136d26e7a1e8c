import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../platform/config/runtime-config';
import { toFullView, toListItem } from '../http/challenge-views';
import { ChallengeEntity } from './challenge.entity';
import { findChallenge } from './challenge-rows';
import { ChallengeStatsReader } from '../../../../projections/src';

export type ChallengeDetail = ReturnType<typeof toFullView>;

/** The admin's catalogue reads: a page of the list, one challenge in full. */
@Injectable()
export class ChallengeQueries {
  constructor(
    private readonly db: DataSource,
    private readonly stats: ChallengeStatsReader,
    @Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig,
  ) {}

  async list(page: number, limit: number) {
    const [rows, total] = await this.db
      .getRepository(ChallengeEntity)
      .createQueryBuilder('c')
      .addSelect('c.mutationReport')
      .orderBy('c.id', 'DESC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    const stats = await this.stats.forIds(rows.map((r) => r.id));
    return {
      challenges: rows.map((r) => toListItem(r, stats.get(r.id)!)),
      page,
      total_pages: Math.max(1, Math.ceil(total / limit)),
      total_count: total,
      mutation_threshold: this.cfg.env.MUTATION_SCORE_THRESHOLD,
    };
  }

  async get(id: number): Promise<ChallengeDetail> {
    const c = await findChallenge(this.db.manager, id);
    const orderMatters = await this.orderMatters(id);
    return toFullView(c, await this.stats.one(id), orderMatters, this.cfg.env.MUTATION_SCORE_THRESHOLD);
  }

  private async orderMatters(id: number): Promise<boolean | null> {
    const [row] = (await this.db.query(`SELECT grading->'orderMatters' AS o FROM challenges WHERE id = $1`, [id])) as Array<{ o: boolean | null }>;
    return row?.o ?? null;
  }
}
