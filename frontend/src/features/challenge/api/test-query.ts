import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TestResult = {
  success: boolean;
  message?: string | null;
  error?: string | null;
  columns?: string[];
  rows?: unknown[][];
  row_count?: number | null;
};

export const testQuery = ({ challengeId, sql }: { challengeId: number; sql: string }) =>
  api.post<TestResult>(`/challenges/${challengeId}/test`, { sql_query: sql });

export const useTestQuery = () => useMutation({ mutationFn: testQuery });
