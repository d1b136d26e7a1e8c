export type FeedbackStatus = 'new' | 'reviewed' | 'resolved' | 'closed';

export type AdminFeedback = {
  id: number;
  created_at: string;
  category: string;
  message: string;
  email: string | null;
  status: FeedbackStatus | string;
  admin_notes: string | null;
  user_id?: number | null;
};

export const ADMIN_FEEDBACK_KEY = ['admin', 'feedback'] as const;
