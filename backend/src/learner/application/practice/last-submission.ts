import type { DayRecord, LearnerEvent } from '../../domain';

export interface LastSubmissionView {
  sql: string;
  correct: boolean;
  attempt_number: number;
  submitted_at: string;
}

/**
 * The learner's last rated submission of a day, for the finished day's "your query beside the reference".
 * The SQL lives only in the events; the verdict is the day's (a re-grade may have changed it), and a
 * deleted attempt is skipped.
 */
export function lastSubmission(events: readonly LearnerEvent[], day: DayRecord): LastSubmissionView | null {
  const kept = new Map(day.attempts.filter((a) => a.submission && !a.submission.deleted).map((a) => [a.submission!.attemptId, a]));
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type !== 'SolutionSubmitted' || e.data.challengeId !== day.challengeId || e.data.date !== day.date) continue;
    const attempt = kept.get(e.data.attemptId);
    if (!attempt) continue;
    return { sql: e.data.sql, correct: attempt.submission!.correct, attempt_number: e.data.attemptNumber, submitted_at: e.data.submittedAt };
  }
  return null;
}
