import { type DemoChallenge } from '../types';

/**
 * The learning material of one demo challenge: progressive hints (revealed one at a time before
 * giving up) and the parts of the explanation shown once the day is resolved.
 */
export interface Guidance {
  /** 2–3 hints: a nudge toward the approach, then the key construct, then nearly the answer. */
  hints: string[];
  /** The "Approach" paragraph (markdown). */
  approach: string;
  /** The challenge's correct_solution exactly, with `-- …` comment lines added only. */
  solution: string;
  /** Exactly two plausible wrong answers and why they fail (markdown). */
  mistakes: [string, string];
}

/** The markdown explanation: Approach, Solution (a sql block) and Common mistakes. */
export function explanation(g: Guidance): string {
  return [
    '### Approach',
    '',
    g.approach.trim(),
    '',
    '### Solution',
    '',
    '```sql',
    g.solution.trim(),
    '```',
    '',
    '### Common mistakes',
    '',
    ...g.mistakes.map((m, i) => `${i + 1}. ${m.trim()}`),
  ].join('\n');
}

/** Adds each challenge's hints and explanation from its industry's guidance, keyed by slug. */
export function withGuidance(challenges: DemoChallenge[], guidance: Readonly<Record<string, Guidance>>): DemoChallenge[] {
  return challenges.map((c) => {
    const g = guidance[c.slug];
    if (!g) throw new Error(`no hints or explanation for demo challenge ${c.slug}`);
    return { ...c, hints: [...g.hints], explanation: explanation(g) };
  });
}
