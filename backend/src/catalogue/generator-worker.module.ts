import { Module } from '@nestjs/common';
import { GenerationJobHandler } from './application/generator/generation-job.handler';

/** Worker role: the generation job (needs the sandbox grader, provided globally by SandboxModule). */
@Module({ providers: [GenerationJobHandler] })
export class GeneratorWorkerModule {}
