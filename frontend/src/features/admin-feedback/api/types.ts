import type { ApiSchema } from '@/api/types';

export type FeedbackStatus = NonNullable<ApiSchema<'UpdateFeedbackDto'>['status']>;

export type AdminFeedback = ApiSchema<'Feedback'>;

export const ADMIN_FEEDBACK_KEY = ['admin', 'feedback'] as const;
