import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '@/lib/api-client';

const dailyChallengeSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.nullish(z.string()),
  difficulty_category: z.nullish(z.string()),
  difficulty_rating: z.nullish(z.number()),
  estimated_time_minutes: z.nullish(z.number()),
  category: z.nullish(z.string()),
  schema_setup: z.nullish(z.string()),
  sample_data_description: z.nullish(z.string()),
  order_matters: z.nullish(z.boolean()),
});
export type DailyChallenge = Omit<z.infer<typeof dailyChallengeSchema>, 'description'> & { description: string };

export async function getDailyChallenge(): Promise<DailyChallenge | null> {
  const data = await api.get<unknown>('/challenges/daily');
  if (data == null) return null;
  const parsed = dailyChallengeSchema.parse(data);
  return { ...parsed, description: parsed.description ?? '' };
}

export const dailyChallengeQueryOptions = () =>
  queryOptions({ queryKey: ['challenges', 'daily'], queryFn: getDailyChallenge, staleTime: 0, retry: false });

export const useDailyChallenge = () => useQuery(dailyChallengeQueryOptions());
