import { type ChallengeEntity, difficultyCategory } from '../application/challenge.entity';
import { driftFlag, type ChallengeCalibration, type ChallengeStats } from '../../../../projections/src';
import { mutationDetailFields, mutationFields, readMutationReport } from '../application/mutation-summary';

/** Admin list item; mutation_score / mutants_total / mutants_surviving are null until a validation measured them. */
export function toListItem(c: ChallengeEntity, s: ChallengeStats, cal: ChallengeCalibration) {
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    difficulty_rating: c.difficultyRating,
    difficulty_category: difficultyCategory(c.difficultyRating),
    estimated_time_minutes: c.estimatedTimeMinutes,
    category: c.category,
    status: c.status,
    source_type: c.sourceType,
    tags: c.tags,
    concepts: c.concepts ?? [],
    total_attempts: s.total_attempts,
    success_rate: s.success_rate,
    created_at: c.createdAt.toISOString(),
    validated: c.validated,
    validated_at: c.validatedAt?.toISOString() ?? null,
    validation_error: c.validationError,
    ...mutationFields(readMutationReport(c.mutationReport)),
    ...calibrationFields(c.difficultyRating, cal),
  };
}

/** Issue 15: the Glicko-2 calibrated rating beside the author's (null before anyone was assigned the challenge). */
function calibrationFields(authored: number, cal: ChallengeCalibration) {
  return {
    calibrated_rating: cal.calibrated_rating,
    rating_deviation: cal.rating_deviation,
    rating_provisional: cal.rating_provisional,
    rating_drift_flag: driftFlag(authored, cal),
    first_attempts: cal.first_attempts,
  };
}

/** Admin full view: adds the author's hidden datasets and the surviving mutants (admin-only; never in a learner's answer). */
export function toFullView(c: ChallengeEntity, s: ChallengeStats, cal: ChallengeCalibration, orderMatters: boolean | null, mutationThreshold: number) {
  return {
    ...toListItem(c, s, cal),
    schema_setup: c.schemaSetup,
    sample_data_description: c.sampleDataDescription,
    expected_output: c.expectedOutput,
    correct_solution: c.correctSolution,
    average_completion_time: s.average_completion_time,
    updated_at: c.updatedAt.toISOString(),
    created_by: c.createdBy,
    order_matters: orderMatters,
    hidden_datasets: c.hiddenDatasets ?? [],
    accepts: c.authorQueries?.accepts ?? [],
    rejects: c.authorQueries?.rejects ?? [],
    invariants: c.authorQueries?.invariants ?? [],
    checks: c.authorQueries?.checks ?? [],
    marked_equivalent: (c.authorQueries?.equivalents ?? []).map((e) => ({ sql: e.sql, reason: e.reason, marked_by: e.markedBy ?? null, marked_at: e.markedAt ?? null })),
    hints: c.hints ?? [],
    explanation: c.explanation ?? null,
    ...mutationDetailFields(readMutationReport(c.mutationReport)),
    mutation_threshold: mutationThreshold,
  };
}
