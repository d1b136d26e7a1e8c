import { type ChallengeSource, type PreparedChallenge, expectedOutputText } from '../../../grading';
import type { Candidate, ExistingChallenge, GeneratedChallenge, GenerationTemplate } from '../../domain/generated-challenge';
import type { SqlConcept } from '../../domain/generator.constants';
import { proceduralCandidate } from '../../domain/procedural/procedural-generator';
import { DuplicateGuard, fingerprint } from '../../domain/similarity';

export interface GenerationInput {
  templates: GenerationTemplate[];
  seed: number;
  existing: ExistingChallenge[];
}

export interface GenerationOutput {
  challenges: GeneratedChallenge[];
  /** Slots that could not be filled (every attempt failed validation or duplicated another). */
  shortfall: string[];
}

/** Asks an LLM for candidates; returns unvalidated ones (the runner validates and deduplicates). */
export type LlmSource = (template: GenerationTemplate, count: number, avoidTitles: string[]) => Promise<Candidate[]>;

export interface GenerationDeps {
  prepare: (source: ChallengeSource) => Promise<PreparedChallenge>;
  llm?: LlmSource;
  onProgress?: (done: number, total: number) => void | Promise<void>;
  /** Sandbox checks running at once (the executor's pool is shared with grading). */
  concurrency?: number;
}

export class SandboxUnavailableError extends Error {}

const ATTEMPTS_PER_SLOT = 12;
const LLM_ROUNDS = 3;
const SANDBOX_DOWN = /sandbox is unavailable/i;

interface Slot {
  template: GenerationTemplate;
  concept: SqlConcept;
  ordinal: number;
}

/** Produces validated, mutually distinct challenges for the templates, in template order. */
export async function runGeneration(input: GenerationInput, deps: GenerationDeps): Promise<GenerationOutput> {
  const guard = new DuplicateGuard(input.existing.map(fingerprint));
  const total = input.templates.reduce((n, t) => n + t.count, 0);
  let done = 0;
  const progress = async () => deps.onProgress?.(done, total);
  await progress();

  const accept = async (c: Candidate): Promise<GeneratedChallenge | undefined> => {
    const f = fingerprint(c);
    if (!guard.claim(f)) return undefined;
    const prepared = await deps.prepare({ setupSql: c.schema_setup, referenceSql: c.correct_solution, expectedOutput: null, ...authorQueriesOf(c) });
    if (prepared.problems.some((p) => SANDBOX_DOWN.test(p))) throw new SandboxUnavailableError(prepared.problems.join('; '));
    const { problems, candidate } = withoutUncaughtRejects(c, prepared);
    // an empty visible result makes a poor exercise even when hidden datasets differ
    if (problems.length || prepared.expected.length === 0) {
      guard.release(f);
      return undefined;
    }
    return { ...candidate, expected_output: expectedOutputText(prepared.columns, prepared.expected) };
  };

  const results: Array<GeneratedChallenge[]> = input.templates.map(() => []);
  const shortfall: string[] = [];

  if (deps.llm) {
    for (const [ti, template] of input.templates.entries()) {
      for (let round = 0; round < LLM_ROUNDS && results[ti]!.length < template.count; round++) {
        const missing = template.count - results[ti]!.length;
        let candidates: Candidate[];
        try {
          candidates = await deps.llm(template, missing, results.flat().map((c) => c.title));
        } catch (err) {
          // keep what earlier calls produced; with nothing produced the caller reports the failure
          if (!results.some((r) => r.length)) throw err;
          shortfall.push(`template ${ti + 1}: ${(err as Error).message}`);
          break;
        }
        // validated concurrently, kept in the endpoint's order
        const accepted: Array<GeneratedChallenge | undefined> = [];
        await mapLimit(candidates.slice(0, 2 * missing + 2), deps.concurrency ?? 3, async (c, i) => {
          accepted[i] = await accept(c);
        });
        for (const ok of accepted) {
          if (!ok) continue;
          if (results[ti]!.length >= template.count) {
            guard.release(fingerprint(ok));
            continue;
          }
          results[ti]!.push(ok);
          done++;
          await progress();
        }
      }
      if (results[ti]!.length < template.count) shortfall.push(`template ${ti + 1}: ${template.count - results[ti]!.length} of ${template.count} missing`);
    }
    return { challenges: results.flat(), shortfall };
  }

  const slots: Array<Slot & { ti: number; index: number }> = [];
  const ordinals = new Map<string, number>();
  for (const [ti, template] of input.templates.entries()) {
    for (let k = 0; k < template.count; k++) {
      // round-robin over the template's concepts so each one asked for is used
      const concept = template.sql_concepts[k % template.sql_concepts.length]!;
      const key = `${template.industry_context}:${concept}`;
      const ordinal = ordinals.get(key) ?? 0;
      ordinals.set(key, ordinal + 1);
      slots.push({ template, concept, ordinal, ti, index: k });
    }
  }
  const bySlot = new Map<number, GeneratedChallenge>();
  await mapLimit(slots, deps.concurrency ?? 3, async (slot, i) => {
    for (let attempt = 0; attempt < ATTEMPTS_PER_SLOT; attempt++) {
      const c = proceduralCandidate({
        difficulty: slot.template.difficulty,
        industry: slot.template.industry_context,
        concept: slot.concept,
        estimatedTime: slot.template.estimated_time,
        ordinal: slot.ordinal,
        attempt,
        seed: input.seed,
      });
      const { templateId: _t, ...candidate } = c;
      const ok = await accept(candidate);
      if (ok) {
        bySlot.set(i, ok);
        done++;
        await progress();
        return;
      }
    }
    shortfall.push(`template ${slot.ti + 1}: no distinct valid ${slot.concept} challenge for ${slot.template.industry_context}`);
  });
  return { challenges: slots.map((_, i) => bySlot.get(i)).filter((c): c is GeneratedChallenge => !!c), shortfall };
}

/** A candidate's own accepts / rejects / invariants, as validation takes them (none: validated as before). */
export function authorQueriesOf(c: Candidate): Pick<ChallengeSource, 'authorQueries'> {
  if (!c.accepts?.length && !c.rejects?.length && !c.invariants?.length) return {};
  return { authorQueries: { accepts: c.accepts ?? [], rejects: c.rejects ?? [], ...(c.invariants?.length ? { invariants: c.invariants } : {}) } };
}

/**
 * A generated wrong answer that no dataset of the engine catches is dropped from the challenge rather than
 * failing it: the reference, text and kept datasets are sound, and the engine's blind spot is no reason to
 * lose the question (the generator's integration test lists those blind spots). Every other problem stands.
 */
export function withoutUncaughtRejects<C extends Candidate>(c: C, prepared: PreparedChallenge): { problems: string[]; candidate: C } {
  const passing = new Set((prepared.mutation.authored?.rejectsPassing ?? []).map((r) => r.index));
  if (!passing.size || !c.rejects?.length) return { problems: prepared.problems, candidate: c };
  const problems = prepared.problems.filter((p) => ![...passing].some((i) => p.startsWith(`rejects[${i}] (`)));
  return { problems, candidate: { ...c, rejects: c.rejects.filter((_, i) => !passing.has(i)) } };
}

async function mapLimit<T>(items: T[], limit: number, fn: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
