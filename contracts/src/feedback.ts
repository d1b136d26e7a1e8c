/**
 * Published contract of the feedback context, version 1. Feedback is event-sourced (DESIGN.md §3):
 * stream `feedback-<id>`, the ids come from a sequence. Plain data only, shared by the write side and
 * the `feedback` projection.
 */
/** The categories the landing and in-app forms offer. */
export const FEEDBACK_FORM_CATEGORIES = ['general', 'feature', 'bug', 'ui', 'content', 'improvement', 'question', 'other'] as const;
/** 'verdict': a learner's "Report this verdict" on a rejected attempt (issue 32), with the attempt it names. */
export const FEEDBACK_CATEGORIES = [...FEEDBACK_FORM_CATEGORIES, 'verdict'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_STATUSES = ['new', 'reviewed', 'resolved', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const feedbackStream = (id: number) => `feedback-${id}`;

export interface FeedbackSubmitted {
  feedbackId: number;
  category: FeedbackCategory;
  message: string;
  email: string | null;
  /** The signed-in author, null for a visitor of the landing page. */
  userId: number | null;
  /** A verdict report (category 'verdict'): the rejected attempt and its SQL, for the admin's review queue. */
  verdict?: VerdictReported;
}

export interface VerdictReported {
  challengeId: number;
  attemptId: number;
  sql: string;
}

export interface FeedbackStatusChanged {
  feedbackId: number;
  status: FeedbackStatus;
  previousStatus: FeedbackStatus;
  /** The admin notes after the change (null when emptied). */
  notes: string | null;
  adminId: number;
}

export interface FeedbackDeleted {
  feedbackId: number;
  adminId: number;
}

export type FeedbackEvent =
  | { type: 'FeedbackSubmitted'; data: FeedbackSubmitted }
  | { type: 'FeedbackStatusChanged'; data: FeedbackStatusChanged }
  | { type: 'FeedbackDeleted'; data: FeedbackDeleted };

export const isFeedbackEvent = <E extends { type: string }>(e: E): e is E & FeedbackEvent =>
  e.type === 'FeedbackSubmitted' || e.type === 'FeedbackStatusChanged' || e.type === 'FeedbackDeleted';

export const FEEDBACK_EVENT_TYPES = ['FeedbackSubmitted', 'FeedbackStatusChanged', 'FeedbackDeleted'] as const satisfies ReadonlyArray<FeedbackEvent['type']>;
export const FEEDBACK_CONTRACT = { context: 'feedback', version: 1.1, streamPrefix: 'feedback-', eventTypes: FEEDBACK_EVENT_TYPES } as const;
