export type GenerationTemplate = {
  difficulty: string;
  industry_context: string;
  sql_concepts: string[];
  count: number;
  estimated_time: number;
};

export type GeneratedChallenge = {
  title: string;
  description: string;
  difficulty_rating: number;
  estimated_time_minutes: number;
  category: string | null;
  tags: string[];
  schema_setup: string;
  correct_solution: string;
  expected_output: string | unknown;
  sample_data_description?: string | null;
  source_type?: string;
};

export type TemplateOptions = { difficulties: string[]; industry_contexts: string[]; sql_concepts: string[] };

export type GenerationStats = { generated_challenges: number; total_challenges: number; generation_percentage: number };

export type GenerationJob = {
  job_id?: string;
  state: string;
  progress: { done: number; total: number };
  challenges?: GeneratedChallenge[];
  error?: string | null;
};

export const GENERATOR_KEY = ['admin', 'generator'] as const;
