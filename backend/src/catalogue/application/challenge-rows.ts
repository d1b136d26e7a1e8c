import type { EntityManager } from 'typeorm';
import { notFound } from '../../kernel/errors';
import type { NewEvent } from '../../platform/eventstore/event-store.port';
import type { ChallengeFields } from '../http/challenge.schemas';
import { ChallengeEntity } from './challenge.entity';
import { authorQueriesOf } from '../domain/author-queries';

/** Each challenge's audit trail: `Challenge*` events on `challenge-<id>`. */
export const challengeStream = (id: number) => `challenge-${id}`;

/** Fields whose change invalidates the stored grading data: the challenge must be validated again. */
export const GRADING_INPUTS = ['schemaSetup', 'correctSolution', 'expectedOutput', 'hiddenDatasets', 'authorQueries'] as const;

/** The row with its admin-only columns (hidden datasets, mutation report), which are not selected by default. */
export async function findChallenge(tx: EntityManager, id: number): Promise<ChallengeEntity> {
  const c = await tx
    .getRepository(ChallengeEntity)
    .createQueryBuilder('c')
    .addSelect(['c.hiddenDatasets', 'c.mutationReport', 'c.authorQueries'])
    .where('c.id = :id', { id })
    .getOne();
  if (!c) throw notFound('Challenge not found');
  return c;
}

/** The API's fields as the entity's columns. */
export function toColumns(f: ChallengeFields) {
  return {
    title: f.title,
    description: f.description,
    difficultyRating: f.difficulty_rating,
    estimatedTimeMinutes: f.estimated_time_minutes,
    category: f.category,
    status: f.status,
    schemaSetup: f.schema_setup,
    sampleDataDescription: f.sample_data_description,
    expectedOutput: f.expected_output,
    correctSolution: f.correct_solution,
    tags: f.tags,
    concepts: f.concepts,
    sourceType: f.source_type,
    hiddenDatasets: f.hidden_datasets,
    authorQueries: authorQueriesOf({ accepts: f.accepts, rejects: f.rejects, invariants: f.invariants, checks: f.checks }),
    hints: f.hints,
    explanation: f.explanation,
  };
}

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
export const snake = (k: string) => k.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
export const challengeEvent = (type: string, data: Record<string, unknown>, actorId: number): NewEvent => ({ type, data, metadata: { actorId } });
