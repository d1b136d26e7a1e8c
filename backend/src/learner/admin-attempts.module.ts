import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LearnerReadModels } from './application/learner-read-models';
import { LearnerRepository } from './application/learner.repository';
import { AdminAttemptsController } from './http/admin-attempts.controller';
import { AttemptsDeletionService } from './application/attempts-deletion.service';
import { AttemptsRegradeService } from './application/attempts-regrade.service';
import { AttemptsSearchService } from './application/attempts-search.service';
import { EloRecalculationRunner } from './application/elo-recalculation-runner';
import { EloRepairHandler } from './application/elo-repair.handler';
import { RatingHistoryService } from './application/rating-history.service';
import { RecalculateEloHandler } from './application/recalculate-elo.handler';

@Module({
  imports: [CqrsModule],
  controllers: [AdminAttemptsController],
  providers: [AttemptsSearchService, AttemptsDeletionService, AttemptsRegradeService, EloRecalculationRunner, RatingHistoryService, LearnerRepository, LearnerReadModels],
})
export class AdminAttemptsModule {}

/** The worker's side: ELO recalculation jobs and the periodic repair of lost ones. */
@Module({ providers: [RecalculateEloHandler, EloRepairHandler, LearnerRepository] })
export class AdminAttemptsWorkerModule {}
