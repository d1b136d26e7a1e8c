import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ChallengesModule } from './challenges.module';
import { QueuedChallengeValidation } from './application/queued-challenge-validation';
import { GeneratorController } from './http/generator.controller';
import { GeneratorService } from './application/generator/generator.service';
import { SAVE_VALIDATION, SaveGeneratedChallengesHandler } from './application/generator/save-generated-challenges.handler';

/**
 * API role: the generator routes. Listed before ChallengesModule so its fixed paths
 * (templates, generation-stats) are routed before the catalogue's GET admin/challenges/:id.
 */
@Module({
  imports: [CqrsModule, ChallengesModule],
  controllers: [GeneratorController],
  providers: [GeneratorService, SaveGeneratedChallengesHandler, { provide: SAVE_VALIDATION, useClass: QueuedChallengeValidation }],
})
export class GeneratorModule {}
