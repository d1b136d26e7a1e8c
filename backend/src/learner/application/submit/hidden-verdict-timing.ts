import { waitToNextStep, type GradeJobResult } from '../../../grading';

/**
 * Submits and practice answers whose verdict the hidden datasets decided are answered on the grading
 * step (a query that sleeps on hidden rows only must not time them); a verdict of the visible dataset
 * alone is answered at once (its data is open).
 */
export const HIDDEN_VERDICT_TIMING = {
  when: (result: unknown) => (result as GradeJobResult | undefined)?.hiddenDecided === true,
  waitMs: (elapsedMs: number) => waitToNextStep(elapsedMs),
};
