import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ChallengesModule } from './challenges.module';
import { QueuedChallengeValidation } from '../platform/sandbox-jobs/queued-challenge-validation';
import { GeneratorController } from './http/generator.controller';
import { GeneratorService, SAVE_VALIDATION } from './application/generator/generator.service';

/**
 * API role: the generator routes. Listed before ChallengesModule so its fixed paths
 * (templates, generation-stats) are routed before the catalogue's GET admin/challenges/:id.
 */
@Module({
  imports: [CqrsModule, ChallengesModule],
  controllers: [GeneratorController],
  providers: [GeneratorService, { provide: SAVE_VALIDATION, useClass: QueuedChallengeValidation }],
})
export class GeneratorModule {}
