import { type ChallengeCategory } from '../domain/challenge-fields';
import { type ConceptSlug } from '../domain/concepts';
import { isIndustry, type CatalogueChallenge } from '../domain/catalogue-challenge';
import { toContentFile, toContentYaml } from './write-content';
import { authorQueryFields, type AuthorQueriesColumn } from '../domain/author-queries';
import { type ContentColumns } from '../domain/challenge-columns';

/** The columns of a challenges row that a content file holds. */
export const EXPORT_COLUMNS = `id, slug, title, description, difficulty_rating, estimated_time_minutes, category, schema_setup,
  sample_data_description, correct_solution, tags, concepts, hidden_datasets, hints, explanation, industry, author_queries`;

export interface ExportRow extends Omit<ContentColumns, 'author_queries'> {
  id: number;
  slug: string | null;
  author_queries?: AuthorQueriesColumn | null;
}

export interface ExportedChallenge {
  slug: string;
  /** Where the file belongs in the repository: challenges/<industry>/<slug>.yaml under content/. */
  path: string;
  yaml: string;
}

const kebab = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');

/**
 * A stored challenge as a content file (issue 14), so admin-made challenges can be reviewed and kept in
 * git. A challenge made in the admin has no slug or industry yet: the slug comes from its title and id,
 * the industry is `general` until someone names one. The setup refers to a shared dataset file when it
 * is exactly one of `datasets`, else it is written inline.
 */
export function exportChallenge(row: ExportRow, datasets: ReadonlyMap<string, string> = new Map()): ExportedChallenge {
  const slug = row.slug ?? (`${kebab(row.title) || 'challenge'}-${row.id}`);
  const industry = row.industry && isIndustry(row.industry) ? row.industry : 'general';
  const shared = [...datasets].find(([, sql]) => sql.trim() === row.schema_setup.trim())?.[0];
  const challenge: CatalogueChallenge = {
    slug,
    industry,
    title: row.title,
    description: row.description,
    difficulty_rating: row.difficulty_rating,
    estimated_time_minutes: row.estimated_time_minutes,
    category: (row.category ?? 'SELECT') as ChallengeCategory,
    concepts: row.concepts as ConceptSlug[],
    ...(shared ? { dataset: shared } : {}),
    schema_setup: row.schema_setup,
    sample_data_description: row.sample_data_description ?? '',
    correct_solution: row.correct_solution,
    tags: row.tags,
    hidden_datasets: row.hidden_datasets,
    ...authorQueryFields(row.author_queries),
    hints: row.hints,
    explanation: row.explanation ?? '',
  };
  return { slug, path: `challenges/${industry}/${slug}.yaml`, yaml: toContentYaml(toContentFile(challenge)) };
}
