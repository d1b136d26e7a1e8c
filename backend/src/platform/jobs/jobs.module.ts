import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobsClient } from './jobs.client';
import { JobsWorker } from './jobs.worker';

/** Queues for everyone; the worker (consumers) only in processes that run the worker role. */
@Global()
@Module({})
export class JobsModule {
  static forRoot(runWorkers: boolean): DynamicModule {
    return {
      module: JobsModule,
      imports: runWorkers ? [DiscoveryModule] : [],
      providers: [JobsClient, ...(runWorkers ? [JobsWorker] : [])],
      exports: [JobsClient],
    };
  }
}
