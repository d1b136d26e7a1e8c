import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { ZodValidationPipe } from 'nestjs-zod';
import { AdminAttemptsModule, AdminAttemptsWorkerModule } from './admin-attempts/admin-attempts.module';
import { AuthModule } from './auth/auth.module';
import { ChallengesModule } from './challenges/challenges.module';
import { GeneratorModule, GeneratorWorkerModule } from './generator';
import { JobsModule } from './jobs/jobs.module';
import { LearnerModule, LearnerWorkerModule } from './learner/learner.module';
import { LearnerReadModule } from './learner-read/learner-read.module';
import { CLOCK, systemClock, type Clock } from './common/clock';
import { SandboxModule } from './sandbox-jobs/sandbox.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { RUNTIME_CONFIG, type RuntimeConfig } from './config/runtime-config';
import { DatabaseModule } from './database/database.module';
import { EventStoreModule } from './eventstore/event-store.module';
import { ProjectorModule } from './projector/projector.module';
import { HealthModule } from './health/health.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { RedisModule } from './redis/redis.module';
import { UsersModule } from './users/users.module';
import { FeedbackModule } from './feedback/feedback.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { OperatorModule } from './operator/operator.module';

export type Role = 'api' | 'worker' | 'projector';

@Module({})
export class AppModule {
  static forRoot(config: RuntimeConfig, roles: ReadonlySet<Role>, clock: Clock = systemClock): DynamicModule {
    const configModule: DynamicModule = {
      module: class ConfigModule {},
      global: true,
      providers: [
        { provide: RUNTIME_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
      ],
      exports: [RUNTIME_CONFIG, CLOCK],
    };
    const api = roles.has('api') ? [AuthModule, UsersModule, HealthModule, GeneratorModule, ChallengesModule, LearnerModule, LearnerReadModule, AdminAttemptsModule, FeedbackModule, SubscriptionsModule, OperatorModule] : [];
    const worker = roles.has('worker') ? [SandboxModule, GeneratorWorkerModule, LearnerWorkerModule, AdminAttemptsWorkerModule] : [];
    const projector = roles.has('projector') ? [ProjectorModule] : [];
    return {
      module: AppModule,
      imports: [
        configModule,
        DatabaseModule,
        RedisModule,
        EventStoreModule,
        RateLimitModule,
        JobsModule.forRoot(roles.has('worker')),
        ...api,
        ...worker,
        ...projector,
      ],
      providers: [
        { provide: APP_PIPE, useClass: ZodValidationPipe },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
    };
  }
}
