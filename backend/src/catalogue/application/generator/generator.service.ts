import { randomInt, randomUUID } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ChallengeValidationPort } from '../challenge-validation.port';
import { ChallengeFieldsSchema } from '../../http/challenge.schemas';
import { CommandBus } from '@nestjs/cqrs';
import { type ChallengeDetail, ChallengeQueries } from '../challenge-queries';
import { CreateChallengeCommand, RemoveChallengeCommand, ValidateChallengeCommand } from '../commands';
import { badRequest, notFound } from '../../../kernel/errors';
import { jobId } from '../../../platform/jobs/job-catalog';
import { JobDeadlineError, JobsClient } from '../../../platform/jobs/jobs.client';
import type { ExistingChallenge, GeneratedChallenge } from '../../domain/generated-challenge';
import type { GenerateChallengesJob, GenerateChallengesResult, GenerationProgress } from './generation-job';
import { DIFFICULTIES, INDUSTRIES, SQL_CONCEPTS } from '../../domain/generator.constants';
import type { GenerateBulk, SaveItem } from '../../http/generator.schemas';

export const SAVE_VALIDATION = Symbol('SAVE_VALIDATION');

const SYNC_DEADLINE_MS = 170_000;

@Injectable()
export class GeneratorService {
  constructor(
    private readonly db: DataSource,
    private readonly jobs: JobsClient,
    private readonly commands: CommandBus,
    private readonly challenges: ChallengeQueries,
    @Inject(SAVE_VALIDATION) private readonly validation: ChallengeValidationPort,
  ) {}

  templates() {
    return { difficulties: [...DIFFICULTIES], industry_contexts: [...INDUSTRIES], sql_concepts: [...SQL_CONCEPTS] };
  }

  async stats() {
    const [row] = (await this.db.query(
      `SELECT count(*) FILTER (WHERE source_type IN ('generated', 'ai_generated'))::int AS generated, count(*)::int AS total FROM challenges`,
    )) as Array<{ generated: number; total: number }>;
    const generated = row?.generated ?? 0;
    const total = row?.total ?? 0;
    return { generated_challenges: generated, total_challenges: total, generation_percentage: total ? Math.round((1000 * generated) / total) / 10 : 0 };
  }

  /** Waits for the generation job (the spec's form): a plain array of challenges. */
  async generate(body: GenerateBulk): Promise<GeneratedChallenge[]> {
    const id = jobId('generate', randomUUID());
    let result: GenerateChallengesResult;
    try {
      result = await this.jobs.run<GenerateChallengesResult>('generation', 'generate-challenges', await this.jobData(body), {
        jobId: id, timeoutMs: SYNC_DEADLINE_MS, attempts: 1,
      });
    } catch (err) {
      if (err instanceof JobDeadlineError) {
        throw new HttpException({ detail: `Generation is still running; follow it at /admin/challenges/generate-bulk/${id}`, job_id: id }, HttpStatus.GATEWAY_TIMEOUT);
      }
      throw new HttpException({ detail: `Generation failed: ${(err as Error).message}` }, HttpStatus.SERVICE_UNAVAILABLE);
    }
    if (result.error && !result.challenges.length) throw new HttpException({ detail: `Generation failed: ${result.error}` }, HttpStatus.BAD_GATEWAY);
    return result.challenges;
  }

  async start(body: GenerateBulk): Promise<{ job_id: string }> {
    const id = jobId('generate', randomUUID());
    await this.jobs.enqueue('generation', 'generate-challenges', await this.jobData(body), { jobId: id, attempts: 1 });
    return { job_id: id };
  }

  async status(id: string) {
    if (!/^generate-[A-Za-z0-9_.-]+$/.test(id)) throw notFound('Generation job not found');
    const job = await this.jobs.queue('generation').getJob(id);
    if (!job) throw notFound('Generation job not found');
    const state = await job.getState();
    const total = (job.data as GenerateChallengesJob).templates.reduce((n, t) => n + t.count, 0);
    const p = job.progress as Partial<GenerationProgress> | number;
    const progress = typeof p === 'object' && p ? { done: p.done ?? 0, total: p.total ?? total } : { done: 0, total };
    const result = job.returnvalue as GenerateChallengesResult | null;
    return {
      job_id: id,
      state,
      progress,
      ...(state === 'completed' && result ? { challenges: result.challenges, shortfall: result.shortfall, error: result.error } : {}),
      ...(state === 'failed' ? { error: job.failedReason ?? 'failed' } : {}),
    };
  }

  /**
   * All or nothing: every challenge is first validated in the sandbox; only when all pass are they
   * created and validated through the catalogue (the same ChallengeCreated / ChallengeValidated events).
   */
  async save(items: SaveItem[], adminId: number) {
    const fields = items.map((item) => ChallengeFieldsSchema.parse({ ...item, status: 'active' }));
    const outcomes = await Promise.all(
      fields.map((f) =>
        this.validation.validate({ challengeId: 0, schemaSetup: f.schema_setup, correctSolution: f.correct_solution, expectedOutput: f.expected_output, hiddenDatasets: f.hidden_datasets }),
      ),
    );
    const invalid = outcomes.flatMap((o, i) => (o.ok ? [] : [`challenge ${i + 1} ("${fields[i]!.title}"): ${o.error}`]));
    if (invalid.length) throw badRequest(`Nothing was saved. Invalid: ${invalid.join('; ')}`);

    const saved: ChallengeDetail[] = [];
    try {
      for (const f of fields) {
        const created = await this.commands.execute(new CreateChallengeCommand(f, adminId));
        saved.push(created);
        const v = await this.commands.execute(new ValidateChallengeCommand(created.id, adminId));
        if (!v.success) throw badRequest(`Nothing was saved. Invalid: "${f.title}": ${v.error}`);
      }
    } catch (err) {
      for (const s of saved) await this.commands.execute(new RemoveChallengeCommand(s.id, adminId)).catch(() => undefined);
      throw err;
    }
    return { challenges: await Promise.all(saved.map((s) => this.challenges.get(s.id))) };
  }

  private async jobData(body: GenerateBulk): Promise<GenerateChallengesJob> {
    const existing: ExistingChallenge[] = await this.db.query(`SELECT title, correct_solution, schema_setup FROM challenges`);
    return { templates: body.templates, seed: body.seed ?? randomInt(0, 2 ** 31 - 1), existing };
  }
}
