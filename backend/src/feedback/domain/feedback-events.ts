import type { FeedbackCategory, FeedbackEvent, FeedbackStatus, VerdictReported } from '../../../../contracts/src/feedback';

/** The feedback stream's events are a published contract (contracts/src/feedback.ts); the fold is the domain's. */
export * from '../../../../contracts/src/feedback';

/** One feedback item as its stream tells it; null when never submitted or deleted. */
export interface FeedbackState {
  id: number;
  createdAt: Date;
  category: FeedbackCategory;
  message: string;
  email: string | null;
  userId: number | null;
  status: FeedbackStatus;
  adminNotes: string | null;
  verdict: VerdictReported | null;
}

export function evolveFeedback(state: FeedbackState | null, e: FeedbackEvent & { createdAt: Date }): FeedbackState | null {
  switch (e.type) {
    case 'FeedbackSubmitted': {
      const d = e.data;
      return { id: d.feedbackId, createdAt: e.createdAt, category: d.category, message: d.message, email: d.email, userId: d.userId, status: 'new', adminNotes: null, verdict: d.verdict ?? null };
    }
    case 'FeedbackStatusChanged':
      return state && { ...state, status: e.data.status, adminNotes: e.data.notes };
    case 'FeedbackDeleted':
      return null;
  }
}

export const foldFeedback = (events: Array<FeedbackEvent & { createdAt: Date }>): FeedbackState | null =>
  events.reduce<FeedbackState | null>(evolveFeedback, null);
