import type { ApiSchema } from '@/api/types';

export type AdminAttempt = ApiSchema<'AdminAttempt'>;

export type { EloRecalculation, RegradeChange, RegradeReport, RegradeRequest } from '@/api/admin/types';

export const ADMIN_ATTEMPTS_KEY = ['admin', 'attempts'] as const;
