import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import type { ChallengeCategory, ChallengeStatus } from '../domain/challenge-fields';
import type { AuthorQueriesColumn } from '../domain/author-queries';

export { CHALLENGE_CATEGORIES, CHALLENGE_STATUSES, type ChallengeCategory, type ChallengeStatus } from '../domain/challenge-fields';

@Entity({ name: 'challenges' })
export class ChallengeEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'text' }) title!: string;
  @Column({ type: 'text' }) description!: string;
  @Column({ name: 'difficulty_rating', type: 'int' }) difficultyRating!: number;
  @Column({ name: 'estimated_time_minutes', type: 'int' }) estimatedTimeMinutes!: number;
  @Column({ type: 'text', nullable: true }) category!: ChallengeCategory | null;
  @Column({ type: 'text' }) status!: ChallengeStatus;
  @Column({ name: 'schema_setup', type: 'text' }) schemaSetup!: string;
  @Column({ name: 'sample_data_description', type: 'text', nullable: true }) sampleDataDescription!: string | null;
  @Column({ name: 'expected_output', type: 'text', nullable: true }) expectedOutput!: string | null;
  @Column({ name: 'correct_solution', type: 'text' }) correctSolution!: string;
  @Column({ name: 'source_type', type: 'text' }) sourceType!: string;
  @Column({ type: 'text', array: true }) tags!: string[];
  /** 0–3 slugs of the concept taxonomy (domain/concepts.ts), the main one first. */
  @Column({ type: 'text', array: true }) concepts!: string[];
  @Column({ name: 'created_by', type: 'int', nullable: true }) createdBy!: number | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  @Column({ type: 'boolean' }) validated!: boolean;
  @Column({ name: 'validated_at', type: 'timestamptz', nullable: true }) validatedAt!: Date | null;
  @Column({ name: 'validation_error', type: 'text', nullable: true }) validationError!: string | null;
  @Column({ type: 'jsonb', nullable: true, select: false }) grading!: Record<string, unknown> | null;
  /** Author-written hidden datasets: admin-only, never sent to learners (not selected unless asked for). */
  @Column({ name: 'hidden_datasets', type: 'text', array: true, select: false }) hiddenDatasets!: string[];
  /** The author's faithful readings and plausible wrong answers (issue 32): admin-only, like the hidden datasets. */
  @Column({ name: 'author_queries', type: 'jsonb', select: false }) authorQueries!: AuthorQueriesColumn;
  /** 0–3 progressive hints, revealed one at a time to the learner of the day (each lowers the points). */
  @Column({ type: 'text', array: true }) hints!: string[];
  /** Markdown: approach, the commented reference solution, common mistakes; shown once the day is resolved. */
  @Column({ type: 'text', nullable: true }) explanation!: string | null;
  /** The last validation's mutation report (passed or failed); null when not validated since the last change. */
  @Column({ name: 'mutation_report', type: 'jsonb', nullable: true, select: false }) mutationReport!: Record<string, unknown> | null;
}

/** Tiers by rating: a published rule (contracts/src/catalogue.ts), shared with the history read model. */
export { difficultyCategory } from '../../../../contracts/src/catalogue';
