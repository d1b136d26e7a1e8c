import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { AccountDirectory } from '../../accounts';
import { contentDir, loadContent, type LoadedContent } from '../content';
import { cloneProblems, coverageProblems, coverageReport, duplicateProblems, fileProblems, findClones, LARGE_ROWS, type ClonePair } from '../content/content-quality';
import { CLONE_THRESHOLD } from '../domain/similarity';
import { loadRubricParser, rubricRating, withRating } from '../content/rating-rubric';
import { validateContent, type ContentValidation } from '../content/validate-content';
import { LOCK_FILE, lockedSelection, readLock, unchangedSinceLock, writeLock } from '../content/validation-lock';
import { EXPORT_COLUMNS, exportChallenge, type ExportRow } from '../content/export-challenge';
import { seedCatalogue } from '../application/seed-catalogue';
import { loadConfig } from '../../platform/config/load-config';
import { createDataSource, migrate } from '../../platform/database/data-source';
import { createEventStore } from '../../platform/eventstore/create-event-store';
import { TransactionalEvents } from '../../platform/eventstore/transactional-events';
import { resolveInfrastructure } from '../../platform/infra/resolve-infrastructure';
import { resolveSandbox, SandboxExecutor } from '../../grading';

const USAGE = `usage: npm run content -- <command>
  lint [file|folder …] [--static] [--jobs N] [--cache DIR] [--report FILE] [--locked [--sample N]] [--write-lock]
        check content files: schema, determinism, rating band, near-duplicates and, unless --static,
        validation in the sandbox with the mutation score (≥ 0.9), named output columns and row order;
        with no file or folder, the whole catalogue and its coverage targets; --report writes each
        validation (time, score, mutants, hidden datasets) to FILE as JSON, slowest first;
        --locked validates only what changed since content/validation.lock.json plus a daily sample of
        --sample N others (24) while the engine is the lock's (else everything); --write-lock records a
        passing whole-catalogue validation in that lock
  rate [file|folder …] [--write]
                          print each file's rubric rating (and score) beside its difficulty_rating; --write
                          rewrites difficulty_rating in place, except in files with a rating_note
  import <dir>            seed the challenge files of a content folder into the database (idempotent by
                          slug, a changed file becomes the next version; the app validates them)
  export <slug|id|all> [--out DIR]
                          write challenges from the database as content files (one slug or id: to
                          stdout unless --out; all: into --out, default ./content-export)`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
}

function flag(args: string[], name: string): boolean {
  const i = args.indexOf(name);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
}

async function rate(args: string[]): Promise<number> {
  const write = flag(args, '--write');
  const dir = contentDir();
  const content = loadContent(dir);
  for (const p of content.problems) console.log(`✗ ${p}`);
  const selected = args.length ? selectFiles(content, dir, args.map((a) => path.resolve(a))) : content.challenges;
  await loadRubricParser();
  let changed = 0;
  let kept = 0;
  console.log(`${'rating'.padStart(6)} ${'rubric'.padStart(6)} ${'score'.padStart(6)}  file`);
  for (const c of selected) {
    const file = path.join(dir, content.files.get(c.slug)!);
    const r = rubricRating(c);
    if (!r) {
      console.log(`✗ ${path.relative(process.cwd(), file)}: the solution does not parse`);
      continue;
    }
    const mark = r.rating === c.difficulty_rating ? ' ' : c.rating_note ? 'n' : '*';
    console.log(`${String(c.difficulty_rating).padStart(6)} ${String(r.rating).padStart(6)} ${r.score.toFixed(2).padStart(6)} ${mark} ${path.relative(process.cwd(), file)}`);
    if (r.rating === c.difficulty_rating) continue;
    if (c.rating_note) kept++;
    else if (write) {
      writeFileSync(file, withRating(readFileSync(file, 'utf8'), r.rating));
      changed++;
    }
  }
  const differ = selected.filter((c) => rubricRating(c) && rubricRating(c)!.rating !== c.difficulty_rating).length;
  console.log(
    write
      ? `rate: ${changed} file(s) rewritten, ${kept} kept by their rating_note (n)`
      : `rate: ${differ} of ${selected.length} differ from the rubric (* rewritten by --write, n kept by a rating_note)`,
  );
  return content.problems.length ? 1 : 0;
}

async function lint(args: string[]): Promise<number> {
  const staticOnly = flag(args, '--static');
  const jobs = Number(option(args, '--jobs') ?? Math.max(2, os.availableParallelism()));
  const cacheDir = option(args, '--cache');
  const reportFile = option(args, '--report');
  const locked = flag(args, '--locked');
  const writeLockFile = flag(args, '--write-lock');
  const sample = Number(option(args, '--sample') ?? 24);
  const dir = contentDir();
  const content = loadContent(dir);
  const selected = args.length ? selectFiles(content, dir, args.map((a) => path.resolve(a))) : content.challenges;
  await loadRubricParser();
  const problems = new Map<string, string[]>();
  const add = (slug: string, list: string[]): void => {
    if (list.length) problems.set(slug, [...(problems.get(slug) ?? []), ...list]);
  };
  const chosen = new Set(selected.map((c) => c.slug));
  for (const c of selected) add(c.slug, fileProblems(c));
  for (const d of duplicateProblems(content.challenges)) if (chosen.has(d.slug)) add(d.slug, [d.problem]);
  const lock = readLock(dir);
  const bySlug = new Map(content.challenges.map((c) => [c.slug, c]));
  const known = (slug: string): boolean => unchangedSinceLock(lock, bySlug.get(slug)!);
  const clones = findClones(content.challenges);
  for (const d of cloneProblems(clones, known)) if (chosen.has(d.slug)) add(d.slug, [d.problem]);
  const fileErrors = args.length ? content.problems.filter((p) => args.some((a) => path.resolve(dir, p.split(':')[0]!).startsWith(path.resolve(a)))) : content.problems;
  console.log(`content: ${selected.length} challenge file(s) of ${content.challenges.length} in ${path.relative(process.cwd(), dir) || '.'}`);

  let validations: ContentValidation[] = [];
  let toValidate = selected.filter((c) => !problems.has(c.slug));
  if (locked) {
    const day = Math.floor(Date.now() / 86_400_000);
    const picked = lockedSelection(toValidate, lock, sample, day);
    console.log(`validation lock: ${picked.reason}`);
    toValidate = picked.chosen;
  }
  if (!staticOnly && toValidate.length) validations = await sandboxLint(toValidate, jobs, cacheDir);
  for (const v of validations) add(v.slug, v.problems);
  if (reportFile) writeReport(reportFile, validations);

  for (const p of fileErrors) console.log(`✗ ${p}`);
  for (const [slug, list] of problems) for (const p of list) console.log(`✗ ${content.files.get(slug) ?? slug}: ${p}`);
  const measured = new Map(validations.flatMap((v) => (v.setupRows !== undefined ? [[v.slug, v.setupRows] as const] : [])));
  const report = coverageReport(content.challenges, measured);
  const coverage = args.length ? [] : coverageProblems(report);
  if (!args.length) printCoverage(report, validations, clones);
  for (const p of coverage) console.log(`✗ coverage: ${p}`);
  const failed = fileErrors.length + problems.size + (coverage.length ? 1 : 0);
  if (writeLockFile) {
    if (args.length || locked || staticOnly) console.log('--write-lock needs a full sandbox lint of the whole catalogue: lock not written');
    else {
      const passed = new Set(validations.filter((v) => !v.problems.length && !problems.has(v.slug)).map((v) => v.slug));
      writeLock(dir, content.challenges.filter((c) => passed.has(c.slug)));
      console.log(`validation lock: ${passed.size} challenge(s) recorded in ${path.relative(process.cwd(), path.join(dir, LOCK_FILE))}`);
    }
  }
  console.log(failed ? `content lint: ${failed} problem(s)` : `content lint: ${selected.length} file(s) pass`);
  return failed ? 1 : 0;
}

function writeReport(file: string, validations: ContentValidation[]): void {
  const rows = [...validations].sort((a, b) => b.ms - a.ms).map(({ slug, ms, score, mutants, hiddenDatasets, problems, byKind, setupRows }) => ({ slug, ms, score, mutants, hiddenDatasets, setupRows, problems, ...(byKind ? { byKind } : {}) }));
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, `${JSON.stringify(rows, null, 1)}\n`);
}

function selectFiles(content: LoadedContent, dir: string, targets: string[]) {
  return content.challenges.filter((c) => {
    const file = path.resolve(dir, content.files.get(c.slug) ?? '');
    return targets.some((t) => file === t || file.startsWith(`${t}${path.sep}`));
  });
}

async function sandboxLint(challenges: LoadedContent['challenges'], jobs: number, cacheDir: string | undefined): Promise<ContentValidation[]> {
  const env = loadConfig();
  const started = performance.now();
  const sandbox = await resolveSandbox({ sandboxUrl: env.SANDBOX_DATABASE_URL, dataDir: path.resolve(env.DATA_DIR), embeddedPort: env.EMBEDDED_SANDBOX_PORT, log: () => {} });
  // A generous statement timeout: the lint must give the same verdict on a busy machine (CI) as on a quiet one.
  const executor = new SandboxExecutor({ runnerUrl: sandbox.runnerUrl, watchdogUrl: sandbox.watchdogUrl, poolSize: jobs + 1, statementTimeoutMs: 20_000 });
  let done = 0;
  try {
    const results = await validateContent(executor, challenges, {
      concurrency: jobs,
      ...(cacheDir ? { cacheDir: path.resolve(cacheDir) } : {}),
      onResult: (r) => {
        done++;
        if (process.stdout.isTTY || r.problems.length || r.ms > 20_000 || done % 25 === 0 || done === challenges.length) {
          console.log(`${r.problems.length ? '✗' : '✓'} [${done}/${challenges.length}] ${r.slug}: score ${r.score.toFixed(2)} of ${r.mutants} mutants, ${r.hiddenDatasets} hidden datasets, ${r.ms} ms`);
        }
      },
    });
    const ms = results.map((r) => r.ms).sort((a, b) => a - b);
    const mean = results.reduce((s, r) => s + r.score, 0) / Math.max(1, results.length);
    console.log(
      `validated ${results.length} in ${((performance.now() - started) / 1000).toFixed(1)} s with ${jobs} job(s): mean mutation score ${mean.toFixed(3)}, ` +
        `p50 ${ms[Math.floor(ms.length / 2)] ?? 0} ms, max ${ms.at(-1) ?? 0} ms`,
    );
    return results;
  } finally {
    await executor.close();
    await sandbox.stop();
  }
}

function printCoverage(r: ReturnType<typeof coverageReport>, validations: ContentValidation[], clones: readonly ClonePair[]): void {
  const line = (label: string, counts: Record<string, number>): void =>
    console.log(`${label}: ${Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  const bands = Array.from({ length: 13 }, (_, i) => `${800 + i * 100}`);
  const perBand = (counts: Record<string, number> = {}): string => bands.map((b) => String(counts[b] ?? 0).padStart(5)).join('');
  console.log(`coverage: ${r.total} challenges, ${r.datasets} distinct datasets, ${r.volume} on ≥ 500 rows, ${Object.keys(r.byIndustry).length} industries`);
  console.log(`per band:           ${bands.map((b) => b.padStart(5)).join('')}`);
  console.log(`  all               ${perBand(r.byBand)}`);
  for (const [category, counts] of Object.entries(r.categoryByBand).sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${category.padEnd(18)}${perBand(counts)}   (${Object.keys(counts).length} bands)`);
  }
  line('per concept', r.byConcept);
  line('per category', r.byCategory);
  line('per industry', r.byIndustry);
  line('topics (reference solutions using them)', r.byTopic);
  console.log(`data-changing challenges: ${r.dataChanging}`);
  console.log(`large datasets (≥ ${LARGE_ROWS} rows): ${r.largeDatasets}, used by ${r.largeChallenges} challenge(s)${validations.length ? ' (rows counted in the sandbox)' : ''}`);
  console.log(`clones (> ${Math.round(CLONE_THRESHOLD * 100)} % shared solution tokens): ${r.clones.pairs} pair(s), ${r.clones.noted} with a note`);
  for (const p of [...clones].filter((c) => !c.note).sort((a, b) => b.share - a.share)) console.log(`  ${Math.round(p.share * 100)} % ${p.earlier} ~ ${p.later}`);
  console.log(`author queries: ${r.accepts} accepts, ${r.rejects} rejects, ${r.invariants} invariants`);
  console.log(`data-changing challenges: ${r.dataChanging}`);
  if (validations.length) console.log(`mean mutation score: ${(validations.reduce((s, v) => s + v.score, 0) / validations.length).toFixed(3)}`);
}

/** The app database and its event store, as the app has them (an import appends the catalogue's events like the app does). */
async function openDatabase(): Promise<{ ds: DataSource; pool: Pool; events: TransactionalEvents; adminEmail: string; close(): Promise<void> }> {
  const env = loadConfig();
  const infra = await resolveInfrastructure(env, (l) => console.error(l));
  await migrate(infra.config.databaseUrl);
  const ds = await createDataSource(infra.config.databaseUrl, 2).initialize();
  const pool = (ds.driver as unknown as { master: Pool }).master;
  const store = createEventStore({ eventstoreUrl: env.EVENTSTORE_URL, pool, log: (l) => console.error(l) });
  const close = async () => {
    await store.close();
    await ds.destroy();
    await infra.stop();
  };
  return { ds, pool, events: new TransactionalEvents(ds, store), adminEmail: env.ADMIN_EMAIL, close };
}

async function importDir(dirArg: string | undefined): Promise<number> {
  if (!dirArg) {
    console.error(USAGE);
    return 2;
  }
  const content = loadContent(path.resolve(dirArg));
  for (const p of content.problems) console.log(`✗ ${p}`);
  if (content.problems.length) {
    console.log(`import: ${content.problems.length} problem(s); nothing imported (run npm run content -- lint)`);
    return 1;
  }
  const db = await openDatabase();
  try {
    const adminId = await new AccountDirectory(db.ds).idByEmail(db.adminEmail);
    const r = await seedCatalogue(db.events, adminId, content.challenges);
    console.log(`import: ${r.inserted.length} new, ${r.updated.length} changed (next version), ${r.existing.length} unchanged, ${r.kept.length} kept (edited by an admin)`);
    for (const slug of r.kept) console.log(`  kept ${slug}: its file changed but an admin edited the challenge since it was seeded`);
    if (r.inserted.length + r.updated.length) console.log('the running app validates new and changed challenges within a minute (or at its next start)');
    return 0;
  } finally {
    await db.close();
  }
}

async function exportChallenges(args: string[]): Promise<number> {
  const out = option(args, '--out');
  const [target] = args;
  if (!target) {
    console.error(USAGE);
    return 2;
  }
  const datasets = loadContent(contentDir()).datasets;
  const db = await openDatabase();
  try {
    const where = target === 'all' ? `WHERE status <> 'archived'` : /^\d+$/.test(target) ? `WHERE id = $1` : `WHERE slug = $1`;
    const { rows } = await db.pool.query<ExportRow>(`SELECT ${EXPORT_COLUMNS} FROM challenges ${where} ORDER BY id`, target === 'all' ? [] : [target]);
    if (!rows.length) {
      console.error(`no challenge ${target}`);
      return 1;
    }
    const files = rows.map((r) => exportChallenge(r, datasets));
    if (target !== 'all' && !out) {
      process.stdout.write(files[0]!.yaml);
      return 0;
    }
    const root = path.resolve(out ?? 'content-export');
    for (const f of files) {
      const file = path.join(root, f.path);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, f.yaml);
    }
    console.log(`export: ${files.length} file(s) under ${root}`);
    return 0;
  } finally {
    await db.close();
  }
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'lint') return lint(rest);
  if (command === 'rate') return rate(rest);
  if (command === 'import') return importDir(rest[0]);
  if (command === 'export') return exportChallenges(rest);
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error((err as Error).message);
    process.exit(1);
  },
);
