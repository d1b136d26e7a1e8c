import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { type CatalogueChallenge } from '../domain/catalogue-challenge';
import { type ConceptSlug } from '../domain/concepts';
import { ContentFileSchema, type ContentFile } from './content-file.schema';

export interface LoadedContent {
  /** Every file that parsed and passed the schema, in path order. */
  challenges: CatalogueChallenge[];
  /** The file each challenge came from (by slug), relative to the content folder. */
  files: Map<string, string>;
  /** Shared datasets by name (content/datasets/<name>.sql). */
  datasets: Map<string, string>;
  /** `file: problem` lines; a file with problems is left out of `challenges`. */
  problems: string[];
}

function walk(dir: string, ext: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full, ext);
    return name.endsWith(ext) ? [full] : [];
  });
}

/** A file's fields as the catalogue holds them (shared dataset resolved into schema_setup). */
export function fromContentFile(file: ContentFile, datasets: ReadonlyMap<string, string>): CatalogueChallenge {
  const setup = file.dataset === undefined ? file.schema_setup : datasets.get(file.dataset);
  if (setup === undefined) throw new Error(`dataset ${file.dataset ?? ''} not found`);
  return {
    slug: file.slug,
    industry: file.industry,
    title: file.title,
    description: file.description.trim(),
    difficulty_rating: file.difficulty_rating,
    ...(file.rating_note ? { rating_note: file.rating_note } : {}),
    estimated_time_minutes: file.estimated_time_minutes,
    category: file.category,
    concepts: file.concepts as ConceptSlug[],
    ...(file.dataset ? { dataset: file.dataset } : {}),
    schema_setup: setup.trim(),
    sample_data_description: file.sample_data_description.trim(),
    correct_solution: file.correct_solution.trim(),
    tags: file.tags,
    hidden_datasets: (file.hidden_datasets ?? []).map((s) => s.trim()),
    ...(file.accepts?.length ? { accepts: file.accepts.map((s) => s.trim()) } : {}),
    ...(file.invariants?.length ? { invariants: file.invariants.map((s) => s.trim()) } : {}),
    ...(file.checks?.length ? { checks: file.checks } : {}),
    ...(file.rejects?.length ? { rejects: file.rejects.map((r) => ({ sql: r.sql.trim(), why: r.why, ...(r.case ? { case: r.case } : {}) })) } : {}),
    ...(file.clone_notes?.length ? { clone_notes: file.clone_notes.map((n) => ({ of: n.of, why: n.why })) } : {}),
    hints: file.hints,
    explanation: file.explanation.trim(),
  };
}

/** Parses one YAML text against the content schema: the file, or `field: message` problems. */
export function parseContentText(text: string): { file: ContentFile } | { problems: string[] } {
  let raw: unknown;
  try {
    raw = parse(text, { prettyErrors: true, uniqueKeys: true });
  } catch (err) {
    return { problems: [`not valid YAML: ${(err as Error).message.split('\n')[0]}`] };
  }
  const parsed = ContentFileSchema.safeParse(raw);
  if (!parsed.success) return { problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`) };
  return { file: parsed.data };
}

/**
 * Reads content/challenges/<industry>/<slug>.yaml and content/datasets/<name>.sql. Never throws for a
 * bad file: it is reported in `problems` and left out, so the lint can report every file at once.
 */
export function loadContent(dir: string): LoadedContent {
  const datasets = new Map<string, string>();
  for (const file of walk(path.join(dir, 'datasets'), '.sql')) datasets.set(path.basename(file, '.sql'), readFileSync(file, 'utf8'));
  const challenges: CatalogueChallenge[] = [];
  const files = new Map<string, string>();
  const problems: string[] = [];
  for (const full of walk(path.join(dir, 'challenges'), '.yaml')) {
    const rel = path.relative(dir, full);
    const result = parseContentText(readFileSync(full, 'utf8'));
    if ('problems' in result) {
      problems.push(...result.problems.map((p) => `${rel}: ${p}`));
      continue;
    }
    const { file } = result;
    const own: string[] = [];
    if (path.basename(full, '.yaml') !== file.slug) own.push(`the file name must be the slug (${file.slug}.yaml)`);
    if (path.basename(path.dirname(full)) !== file.industry) own.push(`the file must sit in the folder of its industry (challenges/${file.industry}/)`);
    if (file.dataset !== undefined && !datasets.has(file.dataset)) own.push(`dataset ${file.dataset} has no file datasets/${file.dataset}.sql`);
    if (files.has(file.slug)) own.push(`slug ${file.slug} is used by ${files.get(file.slug)} too`);
    if (own.length) {
      problems.push(...own.map((p) => `${rel}: ${p}`));
      continue;
    }
    files.set(file.slug, rel);
    challenges.push(fromContentFile(file, datasets));
  }
  return { challenges, files, datasets, problems };
}
