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
  // The day's clock (the server's), and the visible sample's expected output.
  allowance_seconds: z.nullish(z.number()),
  attempts_used: z.nullish(z.number()),
  attempt_in_progress: z.nullish(z.boolean()),
  previous_cumulative_time: z.nullish(z.number()),
  time_remaining_seconds: z.nullish(z.number()),
  started_at: z.nullish(z.string()),
  // Why the pick chose it (issue 15; the plain nearest-rating pick too since issue 33, with no concept when none is new).
  pick_reason: z.nullish(
    z.object({ kind: z.string(), concept: z.nullish(z.string()), concept_name: z.nullish(z.string()), days_since_practised: z.nullish(z.number()), text: z.string() }),
  ),
  expected_preview: z.nullish(
    z.object({ columns: z.array(z.string()), rows: z.array(z.array(z.unknown())), row_count: z.number(), order_matters: z.boolean() }),
  ),
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
