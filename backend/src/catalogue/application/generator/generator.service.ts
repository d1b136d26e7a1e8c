import { randomInt, randomUUID } from 'node:crypto';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { notFound } from '../../../kernel/errors';
import { jobId } from '../../../platform/jobs/job-catalog';
import { JobDeadlineError, JobsClient } from '../../../platform/jobs/jobs.client';
import type { ExistingChallenge, GeneratedChallenge } from '../../domain/generated-challenge';
import type { GenerateChallengesJob, GenerateChallengesResult, GenerationProgress } from './generation-job';
import { DIFFICULTIES, INDUSTRIES, SQL_CONCEPTS } from '../../domain/generator.constants';
import type { GenerateBulk } from '../../http/generator.schemas';

const SYNC_DEADLINE_MS = 170_000;

/** Generation as worker jobs (waited for, or started and followed); saving what it made is SaveGeneratedChallengesCommand. */
@Injectable()
export class GeneratorService {
  constructor(
    private readonly db: DataSource,
    private readonly jobs: JobsClient,
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
    const read = await this.jobs.queue('generation').getJob(id);
    if (!read) throw notFound('Generation job not found');
    const state = await read.getState();
    // it may have completed between reading the job and its state: read it again for its result
    const job = state === 'completed' && read.returnvalue == null ? ((await this.jobs.queue('generation').getJob(id)) ?? read) : read;
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

  private async jobData(body: GenerateBulk): Promise<GenerateChallengesJob> {
    const existing: ExistingChallenge[] = await this.db.query(`SELECT title, correct_solution, schema_setup FROM challenges`);
    return { templates: body.templates, seed: body.seed ?? randomInt(0, 2 ** 31 - 1), existing };
  }
}
