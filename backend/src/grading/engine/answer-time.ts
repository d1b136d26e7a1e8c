/**
 * A verdict that hidden datasets decided is answered on a grid of this step, counted from the moment the
 * grading was asked for: the answer's time says how many steps the run took, never how long within one
 * (a query that sleeps on hidden rows only learns nothing from a sleep shorter than a step).
 */
export const HIDDEN_VERDICT_STEP_MS = 500;

/** How long to wait after `elapsedMs` so the answer leaves on the next step (at least one step). */
export function waitToNextStep(elapsedMs: number, stepMs = HIDDEN_VERDICT_STEP_MS): number {
  const steps = Math.max(1, Math.ceil(elapsedMs / stepMs));
  return Math.max(0, steps * stepMs - elapsedMs);
}
