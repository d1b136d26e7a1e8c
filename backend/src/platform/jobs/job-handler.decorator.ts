import { SetMetadata } from '@nestjs/common';
import type { JobName, QueueName } from './job-catalog';

export const JOB_HANDLER = 'jobs:handler';

export interface JobHandlerMeta {
  queue: QueueName;
  name: JobName;
}

/**
 * Marks a provider method as the handler of one job. It receives the job's data and returns its
 * result. Throw only for infrastructure failures (they are retried); a domain outcome — a wrong
 * answer, an invalid challenge — is a result, not an error.
 */
export const HandlesJob = <Q extends QueueName>(queue: Q, name: JobName<Q>) =>
  SetMetadata(JOB_HANDLER, { queue, name } satisfies JobHandlerMeta);
