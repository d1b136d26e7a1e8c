import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { GeneratedChallenge, GenerationJob, GenerationTemplate } from './types';
import type { ApiSchema } from '@/api/types';

/** Above this many challenges the batch runs as a job and the screen shows its progress. */
export const ASYNC_THRESHOLD = 10;
export const JOB_POLL_MS = 1000;

export const generateBulk = (templates: GenerationTemplate[]) =>
  client.post('/admin/challenges/generate-bulk', { templates }) as Promise<GeneratedChallenge[]>;

export const startGenerationJob = (templates: GenerationTemplate[]) =>
  client.post('/admin/challenges/generate-bulk', { templates }, { query: { async: 'true' } }) as Promise<ApiSchema<'GenerationJobStarted'>>;

export const getGenerationJob = (jobId: string): Promise<GenerationJob> => client.get('/admin/challenges/generate-bulk/{jobId}', { params: { jobId } });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Small batches wait for the answer; large ones start a job and poll it, reporting progress. */
export async function runGeneration(
  templates: GenerationTemplate[],
  onProgress: (progress: { done: number; total: number }) => void,
): Promise<GeneratedChallenge[]> {
  const total = templates.reduce((n, t) => n + t.count, 0);
  if (total <= ASYNC_THRESHOLD) return generateBulk(templates);
  const { job_id: jobId } = await startGenerationJob(templates);
  onProgress({ done: 0, total });
  for (;;) {
    await sleep(JOB_POLL_MS);
    const job = await getGenerationJob(jobId);
    onProgress(job.progress ?? { done: 0, total });
    if (job.state === 'completed') return job.challenges ?? [];
    if (job.state === 'failed') throw new Error(job.error ?? 'Generation failed');
  }
}

export function useGenerateBulk(onProgress: (progress: { done: number; total: number }) => void) {
  return useMutation({ mutationFn: (templates: GenerationTemplate[]) => runGeneration(templates, onProgress) });
}
