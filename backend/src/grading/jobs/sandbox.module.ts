import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../platform/config/runtime-config';
import { SandboxProbe } from '../../platform/health/sandbox-probe';
import { createGrader } from '../engine';
import { provisionSandbox, SandboxExecutor } from '../sandbox';
import { SandboxJobHandlers } from './sandbox-job.handlers';
import { GRADER } from './sandbox.tokens';



/** The worker's side of the sandbox: one bounded executor per process, and the job handlers. */
@Global()
@Module({
  providers: [
    {
      provide: SandboxExecutor,
      inject: [RUNTIME_CONFIG],
      useFactory: (cfg: RuntimeConfig) => {
        if (!cfg.sandbox) throw new Error('the worker role needs the sandbox server, which was not resolved');
        const logger = new Logger('Sandbox');
        return new SandboxExecutor({
          servers: (cfg.sandboxServers ?? [{ ...cfg.sandbox, provisioned: true }]).map((s) => ({
            runnerUrl: s.runnerUrl,
            watchdogUrl: s.watchdogUrl,
            superuserUrl: s.superuserUrl,
            ...(s.provisioned ? {} : { provision: () => provisionSandbox(s.superuserUrl) }),
          })),
          poolSize: cfg.env.WORKER_CONCURRENCY,
          statementTimeoutMs: cfg.env.SANDBOX_STATEMENT_TIMEOUT_MS,
          materialise: cfg.env.SANDBOX_MATERIALISE,
          maxDatasets: cfg.env.SANDBOX_MAX_DATASETS,
          log: (l) => logger.warn(l),
        });
      },
    },
    { provide: SandboxProbe, useExisting: SandboxExecutor },
    { provide: GRADER, inject: [SandboxExecutor], useFactory: (executor: SandboxExecutor) => createGrader(executor) },
    SandboxJobHandlers,
  ],
  exports: [GRADER],
})
export class SandboxModule implements OnApplicationShutdown {
  constructor(@Inject(SandboxExecutor) private readonly executor: SandboxExecutor) {}

  async onApplicationShutdown(): Promise<void> {
    await this.executor.close();
  }
}
