import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type FeedbackInput = ApiSchema<'SubmitFeedbackDto'>;

export const createFeedback = (input: FeedbackInput): Promise<ApiSchema<'Feedback'>> => client.post('/feedback', input);

export const useCreateFeedback = () => useMutation({ mutationFn: createFeedback });
