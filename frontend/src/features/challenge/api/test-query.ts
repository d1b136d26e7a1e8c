import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type TestResult = ApiSchema<'TestResult'>;

export const testQuery = ({ challengeId, sql }: { challengeId: number; sql: string }): Promise<TestResult> =>
  client.post('/challenges/{id}/test', { sql_query: sql }, { params: { id: challengeId } });

export const useTestQuery = () => useMutation({ mutationFn: testQuery });
