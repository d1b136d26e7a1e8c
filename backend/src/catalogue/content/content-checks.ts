import { type ClientBase } from 'pg';
import { CHALLENGE_CATEGORIES } from '../domain/challenge-fields';
import { ChallengeFieldsSchema } from '../http/challenge.schemas';
import { isIndustry, type CatalogueChallenge as DemoChallenge } from '../domain/catalogue-challenge';

/** The admin-form fields of a catalogue challenge, as ChallengeFieldsSchema and the seeder take them. */
export function challengeFields(c: DemoChallenge): Record<string, unknown> {
  return {
    title: c.title,
    description: c.description,
    difficulty_rating: c.difficulty_rating,
    estimated_time_minutes: c.estimated_time_minutes,
    category: c.category,
    status: 'active',
    schema_setup: c.schema_setup,
    sample_data_description: c.sample_data_description,
    correct_solution: c.correct_solution,
    tags: c.tags,
    concepts: c.concepts ?? [],
    source_type: 'manual',
  };
}

/** Splits a script on semicolons outside single-quoted strings (enough for the catalogue's own data). */
export function splitStatements(sql: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of sql) {
    if (ch === "'") quoted = !quoted;
    if (ch === ';' && !quoted) {
      if (current.trim()) parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

const CREATE_TABLE = /^CREATE TABLE [a-z_][a-z0-9_]* \(/;
const INSERT_VALUES = /^INSERT INTO [a-z_][a-z0-9_]* \([a-z0-9_, ]+\) VALUES\s/;
/** A large dataset's rows derived from integer series (the product's setup check holds the rest of the form). */
const INSERT_GENERATED = /^INSERT INTO [a-z_][a-z0-9_]* \([a-z0-9_, ]+\)\s+SELECT\s[\s\S]*\sFROM generate_series\(/;
const VOLATILE = /\b(now|random|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|gen_random_uuid)\s*\(|\bcurrent_(date|time|timestamp)\b|\blocaltime(stamp)?\b/i;

/** Problems of one challenge that need no database: bounds, setup statement kinds, determinism. */
export function challengeProblems(c: DemoChallenge): string[] {
  const problems: string[] = [];
  const parsed = ChallengeFieldsSchema.safeParse(challengeFields(c));
  if (!parsed.success) problems.push(...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(c.slug)) problems.push('slug must be kebab-case');
  if (!isIndustry(c.industry)) problems.push(`unknown industry ${c.industry}`);
  if (c.estimated_time_minutes < 3 || c.estimated_time_minutes > 20) problems.push('estimated_time_minutes should be 3–20');
  if (c.tags.length === 0) problems.push('no tags');
  const statements = splitStatements(c.schema_setup);
  if (!statements.some((s) => CREATE_TABLE.test(s))) problems.push('schema_setup creates no table');
  if (!statements.some((s) => INSERT_VALUES.test(s) || INSERT_GENERATED.test(s))) problems.push('schema_setup inserts no rows');
  for (const s of statements) {
    const generated = INSERT_GENERATED.test(s);
    if (!CREATE_TABLE.test(s) && !INSERT_VALUES.test(s) && !generated) problems.push(`schema_setup statement is not CREATE TABLE, INSERT … VALUES or INSERT … SELECT … FROM generate_series: ${s.slice(0, 40)}`);
    if (!generated && /\bSELECT\b/i.test(s)) problems.push(`schema_setup statement contains SELECT: ${s.slice(0, 40)}`);
  }
  if (/--|\/\*/.test(c.schema_setup)) problems.push('schema_setup contains a comment');
  if (VOLATILE.test(c.schema_setup)) problems.push('schema_setup uses a volatile function');
  if (VOLATILE.test(c.correct_solution)) problems.push('correct_solution depends on the current time or randomness');
  if (splitStatements(c.correct_solution).length !== 1) problems.push('correct_solution must be exactly one statement');
  if (/\bLIMIT\b/i.test(c.correct_solution)) problems.push('correct_solution uses LIMIT (ties at the boundary are ambiguous)');
  return problems.map((p) => `${c.slug}: ${p}`);
}

export interface CatalogueCoverage {
  byCategory: Record<string, number>;
  byIndustry: Record<string, number>;
  atMost900: number;
  atLeast1800: number;
}

export function coverage(challenges: DemoChallenge[]): CatalogueCoverage {
  const count = (key: (c: DemoChallenge) => string): Record<string, number> =>
    challenges.reduce<Record<string, number>>((acc, c) => ({ ...acc, [key(c)]: (acc[key(c)] ?? 0) + 1 }), {});
  return {
    byCategory: count((c) => c.category),
    byIndustry: count((c) => c.industry),
    atMost900: challenges.filter((c) => c.difficulty_rating <= 900).length,
    atLeast1800: challenges.filter((c) => c.difficulty_rating >= 1800).length,
  };
}

/** Problems of the catalogue as a whole: per-challenge ones, uniqueness and coverage. */
export function catalogueProblems(challenges: DemoChallenge[]): string[] {
  const problems = challenges.flatMap(challengeProblems);
  const duplicates = (values: string[]): string[] => values.filter((v, i) => values.indexOf(v) !== i);
  for (const slug of duplicates(challenges.map((c) => c.slug))) problems.push(`duplicate slug ${slug}`);
  for (const title of duplicates(challenges.map((c) => c.title.toLowerCase()))) problems.push(`duplicate title ${title}`);
  if (challenges.length < 40) problems.push(`only ${challenges.length} challenges (at least 40 wanted)`);
  const cov = coverage(challenges);
  for (const category of CHALLENGE_CATEGORIES) {
    if ((cov.byCategory[category] ?? 0) < 5) problems.push(`category ${category} has ${cov.byCategory[category] ?? 0} challenges (at least 5 wanted)`);
  }
  if (Object.keys(cov.byIndustry).length < 6) problems.push(`only ${Object.keys(cov.byIndustry).length} industries (at least 6 wanted)`);
  // the ratings' spread is the whole catalogue's level curve (coverageProblems in content-quality.ts), not a subset's
  return problems;
}

export interface DemoRun {
  columns: string[];
  rowCount: number;
  /** Tables the setup created, and whether each is a temporary table. */
  tables: Array<{ name: string; temporary: boolean }>;
}

/**
 * Runs a challenge the way the sandbox does (setup as temporary tables under `search_path = pg_temp`,
 * then the reference) on any PostgreSQL connection, and rolls everything back.
 */
export async function runDemoChallenge(client: ClientBase, c: DemoChallenge): Promise<DemoRun> {
  await client.query('BEGIN');
  try {
    await client.query('SET LOCAL search_path = pg_temp');
    const before = await client.query<{ oid: number }>(`SELECT oid FROM pg_class WHERE relkind = 'r'`);
    const known = new Set(before.rows.map((r) => Number(r.oid)));
    await client.query(c.schema_setup);
    const created = await client.query<{ oid: number; relname: string; relpersistence: string }>(
      `SELECT oid, relname, relpersistence FROM pg_class WHERE relkind = 'r' ORDER BY oid`,
    );
    const tables = created.rows.filter((r) => !known.has(Number(r.oid))).map((r) => ({ name: r.relname, temporary: r.relpersistence === 't' }));
    const result = await client.query(c.correct_solution);
    return { columns: result.fields.map((f) => f.name), rowCount: result.rowCount ?? result.rows.length, tables };
  } finally {
    await client.query('ROLLBACK');
  }
}
