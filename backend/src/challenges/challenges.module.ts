import { Module } from '@nestjs/common';
import { CatalogueWarmupService } from '../catalogue/catalogue-warmup.service';
import { QueuedChallengeValidation } from '../sandbox-jobs/queued-challenge-validation';
import { ChallengeStatsReader } from './challenge-stats.reader';
import { CHALLENGE_VALIDATION } from './challenge-validation.port';
import { ChallengesAdminController } from './challenges-admin.controller';
import { ChallengesService } from './challenges.service';

@Module({
  controllers: [ChallengesAdminController],
  providers: [ChallengesService, ChallengeStatsReader, CatalogueWarmupService, { provide: CHALLENGE_VALIDATION, useClass: QueuedChallengeValidation }],
  exports: [ChallengesService, ChallengeStatsReader],
})
export class ChallengesModule {}
