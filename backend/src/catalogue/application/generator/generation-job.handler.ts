import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../../platform/config/runtime-config';
import { type Grader, GRADER } from '../../../grading';
import { HandlesJob } from '../../../platform/jobs/job-handler.decorator';
import type { GenerateChallengesJob, GenerateChallengesResult, GenerationProgress } from './generation-job';
import { runGeneration } from './generation-runner';
import { askLlm, LlmError } from './llm/llm-client';

/** The worker side: generates, runs every candidate's solution in the sandbox, reports progress. */
@Injectable()
export class GenerationJobHandler {
  constructor(
    @Inject(GRADER) private readonly grader: Grader,
    @Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig,
  ) {}

  @HandlesJob('generation', 'generate-challenges')
  async generate(data: GenerateChallengesJob, job: Job): Promise<GenerateChallengesResult> {
    const { LLM_BASE_URL: baseUrl, LLM_API_KEY: apiKey, LLM_MODEL: model } = this.cfg.env;
    const llm = baseUrl ? { baseUrl, apiKey, model: model ?? 'gpt-4o-mini' } : undefined;
    try {
      const out = await runGeneration(data, {
        prepare: (source) => this.grader.prepareChallenge(source),
        llm: llm ? (template, count, avoid) => askLlm(llm, template, count, avoid) : undefined,
        onProgress: (done, total) => job.updateProgress({ done, total } satisfies GenerationProgress),
        concurrency: Math.max(1, Math.min(3, this.cfg.env.WORKER_CONCURRENCY - 1)),
      });
      return { ...out, error: null };
    } catch (err) {
      if (err instanceof LlmError) return { challenges: [], shortfall: [], error: err.message };
      throw err;
    }
  }
}
