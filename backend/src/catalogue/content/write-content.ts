import { Document } from 'yaml';
import { type CatalogueChallenge } from '../domain/catalogue-challenge';
import { CONTENT_FIELD_ORDER, type ContentFile } from './content-file.schema';

/** The file fields of a challenge; `dataset` set means the setup stays in the shared dataset file. */
export function toContentFile(c: CatalogueChallenge, opts: { inlineSetup?: boolean } = {}): ContentFile {
  const shared = c.dataset !== undefined && !opts.inlineSetup;
  return {
    slug: c.slug,
    title: c.title,
    industry: c.industry,
    category: c.category,
    difficulty_rating: c.difficulty_rating,
    ...(c.rating_note ? { rating_note: c.rating_note } : {}),
    estimated_time_minutes: c.estimated_time_minutes,
    concepts: c.concepts,
    tags: c.tags,
    ...(shared ? { dataset: c.dataset } : { schema_setup: c.schema_setup }),
    description: c.description,
    sample_data_description: c.sample_data_description,
    ...(c.checks?.length ? { checks: c.checks } : {}),
    correct_solution: c.correct_solution,
    hints: c.hints ?? [],
    explanation: c.explanation ?? '',
    ...(c.hidden_datasets?.length ? { hidden_datasets: c.hidden_datasets } : {}),
    ...(c.accepts?.length ? { accepts: c.accepts } : {}),
    ...(c.rejects?.length ? { rejects: c.rejects } : {}),
    ...(c.invariants?.length ? { invariants: c.invariants } : {}),
    ...(c.clone_notes?.length ? { clone_notes: c.clone_notes } : {}),
  };
}

/** YAML with every multi-line text as a literal block, fields in the form's order. */
export function toContentYaml(file: ContentFile): string {
  const ordered: Record<string, unknown> = {};
  for (const key of CONTENT_FIELD_ORDER) if (file[key] !== undefined) ordered[key] = typeof file[key] === 'string' ? (file[key] as string).trim() : file[key];
  const doc = new Document(ordered);
  for (const key of ['concepts', 'tags']) {
    const node = doc.get(key, true) as { flow?: boolean } | undefined;
    if (node) node.flow = true;
  }
  return doc.toString({ blockQuote: 'literal', lineWidth: 0, flowCollectionPadding: false });
}
