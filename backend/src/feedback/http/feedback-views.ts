import type { FeedbackRow } from '../../../../projections/src';
import type { FeedbackState } from '../domain/feedback-events';

/** The admin record (spec §3) plus the author's user id. */
export interface FeedbackView {
  id: number;
  created_at: string;
  category: string;
  message: string;
  email: string | null;
  status: string;
  admin_notes: string | null;
  user_id: number | null;
  /** A verdict report's rejected attempt and its SQL (absent for other feedback: the spec's record is unchanged). */
  verdict?: { challenge_id: number; attempt_id: number; sql: string };
}


export const rowToView = (r: FeedbackRow): FeedbackView => ({
  id: r.id,
  created_at: r.created_at.toISOString(),
  category: r.category,
  message: r.message,
  email: r.email,
  status: r.status,
  admin_notes: r.admin_notes,
  user_id: r.user_id,
  ...(r.challenge_id !== null && r.attempt_id !== null ? { verdict: { challenge_id: r.challenge_id, attempt_id: r.attempt_id, sql: r.query ?? '' } } : {}),
});

export const stateToView = (s: FeedbackState): FeedbackView => ({
  id: s.id,
  created_at: s.createdAt.toISOString(),
  category: s.category,
  message: s.message,
  email: s.email,
  status: s.status,
  admin_notes: s.adminNotes,
  user_id: s.userId,
  ...(s.verdict ? { verdict: { challenge_id: s.verdict.challengeId, attempt_id: s.verdict.attemptId, sql: s.verdict.sql } } : {}),
});
