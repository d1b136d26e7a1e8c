import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { ZodValidationPipe } from 'nestjs-zod';
import { AdminAttemptsModule, AdminAttemptsWorkerModule } from './learner/admin-attempts.module';
import { AuthModule } from './accounts/auth.module';
import { ChallengesModule } from './catalogue/challenges.module';
import { GeneratorModule, GeneratorWorkerModule } from './catalogue/application/generator';
import { JobsModule } from './platform/jobs/jobs.module';
import { LearnerModule, LearnerWorkerModule } from './learner/learner.module';
import { LearnerReadModule } from './learner/learner-read.module';
import { LeaguesModule, LeaguesWorkerModule } from './leagues';
import { CLOCK, systemClock, type Clock } from './kernel/clock';
import { SandboxModule } from './grading';
import { HttpExceptionFilter } from './platform/http/http-exception.filter';
import { RUNTIME_CONFIG, type RuntimeConfig } from './platform/config/runtime-config';
import { DatabaseModule } from './platform/database/database.module';
import { entities } from './entities';
import { EventStoreModule } from './platform/eventstore/event-store.module';
import { ProjectorModule } from './platform/projector/projector.module';
import { HealthCoreModule, HealthModule } from './platform/health/health.module';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module';
import { RedisModule } from './platform/redis/redis.module';
import { UsersModule } from './accounts/users.module';
import { FeedbackModule } from './feedback/feedback.module';
import { SubscriptionsModule } from './accounts/subscriptions.module';
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
    const api = roles.has('api') ? [AuthModule, UsersModule, HealthModule, GeneratorModule, ChallengesModule, LearnerModule, LearnerReadModule, AdminAttemptsModule, FeedbackModule, SubscriptionsModule, OperatorModule, LeaguesModule] : [];
    const worker = roles.has('worker') ? [SandboxModule, GeneratorWorkerModule, LearnerWorkerModule, AdminAttemptsWorkerModule, LeaguesWorkerModule] : [];
    const projector = roles.has('projector') ? [ProjectorModule] : [];
    return {
      module: AppModule,
      imports: [
        configModule,
        DatabaseModule.forRoot(entities),
        RedisModule,
        EventStoreModule,
        RateLimitModule,
        JobsModule.forRoot(roles.has('worker')),
        HealthCoreModule,
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

/** The API role alone, as the offline OpenAPI document (`npm run api:types`) builds it. */
export const apiRoleModule = (config: RuntimeConfig): DynamicModule => AppModule.forRoot(config, new Set(['api']));
