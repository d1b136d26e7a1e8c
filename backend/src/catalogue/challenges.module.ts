import { Module } from '@nestjs/common';
import { CatalogueWarmupService } from './application/catalogue-warmup.service';
import { QueuedChallengeValidation } from '../platform/sandbox-jobs/queued-challenge-validation';
import { ChallengeStatsReader } from './application/challenge-stats.reader';
import { CHALLENGE_VALIDATION } from './application/challenge-validation.port';
import { ChallengesAdminController } from './http/challenges-admin.controller';
import { ChallengesService } from './application/challenges.service';

@Module({
  controllers: [ChallengesAdminController],
  providers: [ChallengesService, ChallengeStatsReader, CatalogueWarmupService, { provide: CHALLENGE_VALIDATION, useClass: QueuedChallengeValidation }],
  exports: [ChallengesService, ChallengeStatsReader],
})
export class ChallengesModule {}
