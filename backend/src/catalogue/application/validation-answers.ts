import type { MutationFields } from './mutation-summary';

/** What validating one challenge answers: the spec's fields plus the mutation score and its threshold. */
export type ValidationAnswer = {
  success: boolean;
  validated: boolean;
  validated_at: string;
  error: string | null;
  mutation_threshold: number;
} & MutationFields;

/** What validating the whole catalogue answers: the counts, the summed mutation figures and one entry per challenge. */
export type ValidateAllAnswer = {
  passed: number;
  failed: number;
  total: number;
  mutation_threshold: number;
  results: Array<{ id: number; title: string; success: boolean; error: string | null } & MutationFields>;
} & MutationFields;
