import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type TestResult = ApiSchema<'TestResult'>;

export const testQuery = ({ challengeId, sql }: { challengeId: number; sql: string }) =>
  api.post<TestResult>(`/challenges/${challengeId}/test`, { sql_query: sql });

export const useTestQuery = () => useMutation({ mutationFn: testQuery });
