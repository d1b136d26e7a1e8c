import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { badRequest, notFound } from '../../kernel/errors';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../platform/config/runtime-config';
import { TransactionalEvents } from '../../platform/eventstore/transactional-events';
import type { NewEvent } from '../../platform/eventstore/event-store.port';
import { ChallengeEntity } from './challenge.entity';
import type { ChallengeFields, UpdateChallengeFields } from '../http/challenge.schemas';
import { ChallengeStatsReader } from './challenge-stats.reader';
import { CHALLENGE_VALIDATION, type ChallengeValidationPort } from './challenge-validation.port';
import { toFullView, toListItem } from '../http/challenge-views';
import { checkHiddenDatasets } from '../domain/hidden-datasets-check';
import { mutationFields, mutationTotals, readMutationReport } from '../domain/mutation-summary';

/** Fields whose change invalidates the stored grading data: the challenge must be validated again. */
const GRADING_INPUTS = ['schemaSetup', 'correctSolution', 'expectedOutput', 'hiddenDatasets'] as const;

export const challengeStream = (id: number) => `challenge-${id}`;

@Injectable()
export class ChallengesService {
  constructor(
    private readonly db: DataSource,
    private readonly events: TransactionalEvents,
    private readonly stats: ChallengeStatsReader,
    @Inject(CHALLENGE_VALIDATION) private readonly validation: ChallengeValidationPort,
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

  async get(id: number) {
    const c = await this.find(this.db.manager, id);
    const orderMatters = await this.orderMatters(id);
    return toFullView(c, await this.stats.one(id), orderMatters, this.cfg.env.MUTATION_SCORE_THRESHOLD);
  }

  async create(fields: ChallengeFields, adminId: number) {
    await this.assertSetupRuns(fields.schema_setup);
    await this.assertHiddenDatasetsRun(fields.schema_setup, fields.hidden_datasets);
    const id = await this.events.run(async (tx) => {
      const saved = await tx.save(tx.create(ChallengeEntity, { ...toColumns(fields), createdBy: adminId, validated: false }));
      return { result: saved.id, streamId: challengeStream(saved.id), events: [event('ChallengeCreated', { challengeId: saved.id, ...fields }, adminId)] };
    });
    return this.get(id);
  }

  async update(id: number, fields: UpdateChallengeFields, adminId: number) {
    if (fields.id !== undefined && fields.id !== id) throw badRequest('id in the body does not match the URL');
    const { id: _ignored, ...rest } = fields;
    const current = await this.find(this.db.manager, id);
    const next = toColumns({
      ...rest,
      tags: rest.tags ?? current.tags,
      source_type: rest.source_type ?? (current.sourceType as ChallengeFields['source_type']),
      hidden_datasets: rest.hidden_datasets ?? current.hiddenDatasets,
    });
    if (next.schemaSetup !== current.schemaSetup) await this.assertSetupRuns(next.schemaSetup);
    // A new setup can break the stored datasets too (a renamed table, a new constraint).
    if (next.schemaSetup !== current.schemaSetup || !same(next.hiddenDatasets, current.hiddenDatasets)) {
      await this.assertHiddenDatasetsRun(next.schemaSetup, next.hiddenDatasets);
    }
    const changed = (Object.keys(next) as Array<keyof typeof next>).filter((k) => !same(next[k], current[k]));
    if (!changed.length) return this.get(id);
    const invalidates = changed.some((k) => (GRADING_INPUTS as readonly string[]).includes(k));
    await this.events.run(async (tx) => {
      await tx.update(ChallengeEntity, { id }, {
        ...next,
        ...(invalidates ? { validated: false, validatedAt: null, validationError: null } : {}),
      });
      if (invalidates) await tx.query(`UPDATE challenges SET grading = NULL, mutation_report = NULL WHERE id = $1`, [id]);
      const data = Object.fromEntries(changed.map((k) => [snake(k), next[k]]));
      return { result: undefined, streamId: challengeStream(id), events: [event('ChallengeUpdated', { challengeId: id, changes: data, invalidated: invalidates }, adminId)] };
    });
    return this.get(id);
  }

  /** A challenge somebody attempted is archived (history keeps pointing at it); otherwise deleted. */
  async remove(id: number, adminId: number): Promise<{ action: 'deleted' | 'archived' }> {
    const current = await this.find(this.db.manager, id);
    const used = (await this.stats.one(id)).total_attempts > 0;
    return this.events.run<{ action: 'deleted' | 'archived' }>(async (tx) => {
      if (used) {
        if (current.status !== 'archived') await tx.update(ChallengeEntity, { id }, { status: 'archived' });
        return { result: { action: 'archived' as const }, streamId: challengeStream(id), events: [event('ChallengeArchived', { challengeId: id }, adminId)] };
      }
      await tx.delete(ChallengeEntity, { id });
      return { result: { action: 'deleted' as const }, streamId: challengeStream(id), events: [event('ChallengeDeleted', { challengeId: id, title: current.title }, adminId)] };
    });
  }

  async unarchive(id: number, adminId: number) {
    const current = await this.find(this.db.manager, id);
    if (current.status !== 'archived') throw badRequest('Only archived challenges can be unarchived');
    await this.events.run(async (tx) => {
      await tx.update(ChallengeEntity, { id }, { status: 'active' });
      return { result: undefined, streamId: challengeStream(id), events: [event('ChallengeUnarchived', { challengeId: id }, adminId)] };
    });
    return this.get(id);
  }

  async validate(id: number, adminId: number) {
    const c = await this.find(this.db.manager, id);
    const outcome = await this.validation.validate({
      challengeId: id,
      schemaSetup: c.schemaSetup,
      correctSolution: c.correctSolution,
      expectedOutput: c.expectedOutput,
      hiddenDatasets: c.hiddenDatasets,
    });
    const mutation = readMutationReport(outcome.mutation);
    const validatedAt = new Date();
    await this.events.run(async (tx) => {
      await tx.update(ChallengeEntity, { id }, {
        validated: outcome.ok,
        validatedAt,
        validationError: outcome.error,
        ...(outcome.ok && !c.expectedOutput && outcome.expectedOutput ? { expectedOutput: outcome.expectedOutput } : {}),
      });
      // The mutation report is kept when validation fails too: below the threshold is when the author needs it.
      await tx.query(`UPDATE challenges SET grading = $2, mutation_report = $3 WHERE id = $1`, [
        id,
        outcome.ok ? JSON.stringify(outcome.grading) : null,
        mutation ? JSON.stringify(mutation) : null,
      ]);
      return {
        result: undefined,
        streamId: challengeStream(id),
        events: [event(outcome.ok ? 'ChallengeValidated' : 'ChallengeValidationFailed', { challengeId: id, error: outcome.error }, adminId)],
      };
    });
    return {
      success: outcome.ok,
      validated: outcome.ok,
      validated_at: validatedAt.toISOString(),
      error: outcome.error,
      ...mutationFields(mutation),
      mutation_threshold: this.cfg.env.MUTATION_SCORE_THRESHOLD,
    };
  }

  /**
   * Every challenge that is not archived, one after the other. Besides the spec's counts it answers
   * the mean mutation score (over the challenges that have one), the summed mutant counts and one
   * entry per challenge.
   */
  async validateAll(adminId: number) {
    const rows: Array<{ id: number; title: string }> = await this.db.query(`SELECT id, title FROM challenges WHERE status <> 'archived' ORDER BY id`);
    const results = [];
    for (const { id, title } of rows) {
      const r = await this.validate(id, adminId);
      results.push({ id, title, success: r.success, error: r.error, mutation_score: r.mutation_score, mutants_total: r.mutants_total, mutants_surviving: r.mutants_surviving });
    }
    const passed = results.filter((r) => r.success).length;
    return { passed, failed: rows.length - passed, total: rows.length, ...mutationTotals(results), mutation_threshold: this.cfg.env.MUTATION_SCORE_THRESHOLD, results };
  }

  private async assertSetupRuns(schemaSetup: string): Promise<void> {
    const check = await this.validation.checkSetup(schemaSetup);
    if (!check.ok) throw badRequest(`schema_setup: ${check.error}`);
  }

  /** Statically first (a clear 400 without a sandbox round trip), then each script after the setup in the sandbox. */
  private async assertHiddenDatasetsRun(schemaSetup: string, scripts: readonly string[]): Promise<void> {
    if (scripts.length === 0) return;
    const problems = await checkHiddenDatasets(schemaSetup, scripts);
    if (problems.length) throw badRequest(`hidden_datasets: ${problems.join('; ')}`);
    const check = await this.validation.checkHiddenDatasets(schemaSetup, scripts);
    if (!check.ok) throw badRequest(`hidden_datasets: ${check.error}`);
  }

  /** The row with its admin-only columns (hidden datasets, mutation report), which are not selected by default. */
  private async find(tx: EntityManager, id: number): Promise<ChallengeEntity> {
    const c = await tx
      .getRepository(ChallengeEntity)
      .createQueryBuilder('c')
      .addSelect(['c.hiddenDatasets', 'c.mutationReport'])
      .where('c.id = :id', { id })
      .getOne();
    if (!c) throw notFound('Challenge not found');
    return c;
  }

  private async orderMatters(id: number): Promise<boolean | null> {
    const [row] = (await this.db.query(`SELECT grading->'orderMatters' AS o FROM challenges WHERE id = $1`, [id])) as Array<{ o: boolean | null }>;
    return row?.o ?? null;
  }

}

function toColumns(f: Omit<ChallengeFields, never>) {
  return {
    title: f.title,
    description: f.description,
    difficultyRating: f.difficulty_rating,
    estimatedTimeMinutes: f.estimated_time_minutes,
    category: f.category,
    status: f.status,
    schemaSetup: f.schema_setup,
    sampleDataDescription: f.sample_data_description,
    expectedOutput: f.expected_output,
    correctSolution: f.correct_solution,
    tags: f.tags,
    sourceType: f.source_type,
    hiddenDatasets: f.hidden_datasets,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const snake = (k: string) => k.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
const event = (type: string, data: Record<string, unknown>, actorId: number): NewEvent => ({ type, data, metadata: { actorId } });
