import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type FeedbackInput = { category: string; message: string; email?: string };

export const createFeedback = (input: FeedbackInput) => api.post<unknown>('/feedback/', input);

export const useCreateFeedback = () => useMutation({ mutationFn: createFeedback });
