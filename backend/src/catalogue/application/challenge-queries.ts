import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../platform/config/runtime-config';
import { toFullView, toListItem } from '../http/challenge-views';
import { ChallengeEntity } from './challenge.entity';
import { findChallenge } from './challenge-rows';
import { ChallengeCalibrationReader, ChallengeStatsReader } from '../../../../projections/src';
import { CONCEPTS } from '../domain/concepts';
import { catalogueContent } from '../content';
import { EXPORT_COLUMNS, exportChallenge, type ExportRow } from '../content/export-challenge';
import { notFound } from '../../kernel/errors';

export type ChallengeDetail = ReturnType<typeof toFullView>;

/** The admin's catalogue reads: a page of the list, one challenge in full. */
@Injectable()
export class ChallengeQueries {
  constructor(
    private readonly db: DataSource,
    private readonly stats: ChallengeStatsReader,
    private readonly calibration: ChallengeCalibrationReader,
    @Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig,
  ) {}

  /** A page of the list, newest first; `concept` keeps the challenges carrying that taxonomy slug. */
  async list(page: number, limit: number, concept?: string) {
    const qb = this.db.getRepository(ChallengeEntity).createQueryBuilder('c').addSelect('c.mutationReport');
    if (concept) qb.where(':concept = ANY(c.concepts)', { concept });
    const [rows, total] = await qb
      .orderBy('c.id', 'DESC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    const stats = await this.stats.forIds(rows.map((r) => r.id));
    const calibration = await this.calibration.forIds(rows.map((r) => r.id));
    return {
      challenges: rows.map((r) => toListItem(r, stats.get(r.id)!, calibration.get(r.id)!)),
      page,
      total_pages: Math.max(1, Math.ceil(total / limit)),
      total_count: total,
      mutation_threshold: this.cfg.env.MUTATION_SCORE_THRESHOLD,
    };
  }

  /** The taxonomy with the catalogue's coverage: per concept, all challenges and the active validated ones. */
  async concepts() {
    const rows = (await this.db.query(
      `SELECT k AS slug, COUNT(*)::int AS challenges,
              COUNT(*) FILTER (WHERE c.status = 'active' AND c.validated)::int AS active_validated
         FROM challenges c CROSS JOIN LATERAL unnest(c.concepts) AS k
        GROUP BY k`,
    )) as Array<{ slug: string; challenges: number; active_validated: number }>;
    const [totals] = (await this.db.query(
      `SELECT COUNT(*)::int AS total, COUNT(*) FILTER (WHERE cardinality(concepts) = 0)::int AS untagged
         FROM challenges WHERE status = 'active' AND validated`,
    )) as Array<{ total: number; untagged: number }>;
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    return {
      concepts: CONCEPTS.map((k) => ({
        slug: k.slug,
        name: k.name,
        description: k.description,
        rating_band: [k.band[0], k.band[1]] as [number, number],
        challenges: bySlug.get(k.slug)?.challenges ?? 0,
        active_validated: bySlug.get(k.slug)?.active_validated ?? 0,
      })),
      active_validated_total: totals?.total ?? 0,
      active_validated_untagged: totals?.untagged ?? 0,
    };
  }

  /** Challenges per rating band and, for a learner at each rating, how deep the daily pick's pool is. */
  async coverage() {
    const rows = (await this.db.query(
      `SELECT difficulty_rating AS rating, (status = 'active' AND validated) AS pickable, industry FROM challenges`,
    )) as Array<{ rating: number; pickable: boolean; industry: string | null }>;
    const pickable = rows.filter((r) => r.pickable);
    const bands = [];
    for (let start = 800; start <= 2000; start += 100) {
      const inBand = rows.filter((r) => r.rating >= start && r.rating < start + 100);
      bands.push({ band_start: start, band_end: Math.min(start + 99, 2000), challenges: inBand.length, active_validated: inBand.filter((r) => r.pickable).length });
    }
    const ratings = [];
    for (let rating = 800; rating <= 2000; rating += 100) {
      ratings.push({ rating, within_200: pickable.filter((r) => Math.abs(r.rating - rating) <= 200).length, days_before_dry: pickable.length });
    }
    const industries = new Map<string, number>();
    for (const r of pickable) if (r.industry) industries.set(r.industry, (industries.get(r.industry) ?? 0) + 1);
    return {
      bands,
      ratings,
      industries: [...industries].sort(([a], [b]) => a.localeCompare(b)).map(([industry, challenges]) => ({ industry, challenges })),
      active_validated_total: pickable.length,
    };
  }

  /** The challenge as a content file; its setup refers to a shared dataset of content/ when it is one. */
  async export(id: number) {
    const [row] = (await this.db.query(`SELECT ${EXPORT_COLUMNS} FROM challenges WHERE id = $1`, [id])) as ExportRow[];
    if (!row) throw notFound('Challenge not found');
    let datasets: ReadonlyMap<string, string> = new Map();
    try {
      datasets = catalogueContent().datasets;
    } catch {
      // no content folder next to this build: every setup is written inline
    }
    return exportChallenge(row, datasets);
  }

  async get(id: number): Promise<ChallengeDetail> {
    const c = await findChallenge(this.db.manager, id);
    const orderMatters = await this.orderMatters(id);
    const calibration = (await this.calibration.forIds([id])).get(id)!;
    return toFullView(c, await this.stats.one(id), calibration, orderMatters, this.cfg.env.MUTATION_SCORE_THRESHOLD);
  }

  private async orderMatters(id: number): Promise<boolean | null> {
    const [row] = (await this.db.query(`SELECT grading->'orderMatters' AS o FROM challenges WHERE id = $1`, [id])) as Array<{ o: boolean | null }>;
    return row?.o ?? null;
  }
}
