import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type PracticeItem = ApiSchema<'PracticeItem'>;
export type PracticeChallenge = ApiSchema<'PracticeChallenge'>;
export type PracticeRun = ApiSchema<'PracticeRun'>;
export type PracticeResult = ApiSchema<'PracticeResult'>;
export type PracticeTestResult = ApiSchema<'TestResult'>;

export const PRACTICE_PAGE_SIZE = 20;
const practiceKey = ['practice'] as const;

export const getPracticeList = (limit: number, offset: number): Promise<PracticeItem[]> => client.get('/practice', { query: { limit, offset } });
export const getPracticeChallenge = (id: number): Promise<PracticeChallenge> => client.get('/practice/{id}', { params: { id } });
export const startPractice = (id: number): Promise<PracticeRun> => client.post('/practice/{id}/start', undefined, { params: { id } });
export const submitPractice = ({ id, sql }: { id: number; sql: string }): Promise<PracticeResult> => client.post('/practice/{id}/submit', { sql_solution: sql }, { params: { id } });
/** Test Query works on any challenge the learner was given, a past one included. */
export const testPracticeQuery = ({ id, sql }: { id: number; sql: string }): Promise<PracticeTestResult> => client.post('/challenges/{id}/test', { sql_query: sql }, { params: { id } });

export const usePracticeList = (page: number) =>
  useQuery({
    queryKey: [...practiceKey, 'list', page],
    queryFn: () => getPracticeList(PRACTICE_PAGE_SIZE, page * PRACTICE_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

export const usePracticeChallenge = (id: number) =>
  useQuery({ queryKey: [...practiceKey, 'challenge', id], queryFn: () => getPracticeChallenge(id), retry: false, enabled: Number.isInteger(id) && id > 0 });

export const useStartPractice = () => useMutation({ mutationFn: startPractice });
export const useTestPracticeQuery = () => useMutation({ mutationFn: testPracticeQuery });

/** A practice answer changes the list's and history's practice counts, never the learner's stats. */
export function useSubmitPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPractice,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...practiceKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['history'] });
    },
  });
}
