import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type FeedbackInput = { category: string; message: string; email?: string };

export const createFeedback = (input: FeedbackInput) => api.post<ApiSchema<'Feedback'>>('/feedback/', input);

export const useCreateFeedback = () => useMutation({ mutationFn: createFeedback });
