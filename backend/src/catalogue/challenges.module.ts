import { AccountDirectory } from '../accounts';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogueWarmupService } from './application/catalogue-warmup.service';
import { SeedCatalogueHandler } from './application/seed-catalogue';
import { QueuedChallengeValidation } from './application/queued-challenge-validation';
import { ChallengeQueries } from './application/challenge-queries';
import { ChallengeSetupChecks } from './application/challenge-setup-checks';
import { ChallengeCalibrationReader, ChallengeStatsReader } from '../../../projections/src';
import { readModelQuery } from '../platform/database/read-model-query';
import { CHALLENGE_VALIDATION } from './application/challenge-validation.port';
import { CreateChallengeHandler } from './application/create-challenge.handler';
import { RemoveChallengeHandler } from './application/remove-challenge.handler';
import { UnarchiveChallengeHandler } from './application/unarchive-challenge.handler';
import { UpdateChallengeHandler } from './application/update-challenge.handler';
import { ValidateAllChallengesHandler } from './application/validate-all-challenges.handler';
import { ValidateChallengeHandler } from './application/validate-challenge.handler';
import { MarkMutantEquivalentHandler } from './application/mark-mutant-equivalent.handler';
import { AcceptQueryHandler } from './application/accept-query.handler';
import { ChallengesAdminController } from './http/challenges-admin.controller';

const handlers = [SeedCatalogueHandler, CreateChallengeHandler, UpdateChallengeHandler, RemoveChallengeHandler, UnarchiveChallengeHandler, ValidateChallengeHandler, ValidateAllChallengesHandler, MarkMutantEquivalentHandler, AcceptQueryHandler];

@Module({
  imports: [CqrsModule],
  controllers: [ChallengesAdminController],
  providers: [
    ...handlers,
    ChallengeQueries,
    ChallengeSetupChecks,
    readModelQuery(ChallengeStatsReader),
    readModelQuery(ChallengeCalibrationReader),
    CatalogueWarmupService,
    AccountDirectory,
    { provide: CHALLENGE_VALIDATION, useClass: QueuedChallengeValidation },
  ],
  exports: [ChallengeQueries, ChallengeStatsReader],
})
export class ChallengesModule {}
