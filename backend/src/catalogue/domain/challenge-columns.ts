import { type AuthorQueriesColumn } from './author-queries';

/** What a challenge states to a learner before the day is resolved: its text, rating, time and data (never the solution). */
export interface ChallengeStatement {
  title: string;
  description: string;
  difficulty_rating: number;
  estimated_time_minutes: number;
  category: string | null;
  schema_setup: string;
  sample_data_description: string | null;
}

/** The columns of a challenges row that a content file holds: seeding writes and fingerprints them, the export writes them out again. */
export interface ContentColumns extends ChallengeStatement {
  correct_solution: string;
  tags: string[];
  concepts: string[];
  hidden_datasets: string[];
  hints: string[];
  explanation: string | null;
  industry: string | null;
  author_queries: AuthorQueriesColumn;
}
