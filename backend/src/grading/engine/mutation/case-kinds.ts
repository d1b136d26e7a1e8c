import { type MutationKind } from '../prepared-challenge';
import { type Mutant } from './mutants';

/**
 * What a hidden dataset holds, in a learner's words, by the family of edges it was built from. Never a row
 * or a value: only the kind of case (LeetCode shows the failing input; hidden data must stay hidden).
 */
const FAMILY_CASES: Record<string, string> = {
  boundary: 'a value exactly on, or just beside, a limit the text names',
  ties: 'ties in a value the result is ordered, ranked or grouped by',
  dates: 'dates in other months or years than the sample’s',
  'calendar-edges': 'a row on the first or last instant of a day or a month',
  'nulls-duplicates': 'NULLs, or rows that repeat',
  links: 'rows with no match, or with several matches, in a related table',
  'cloned-groups': 'more groups than the sample has, some tied with each other',
  'empty-groups': 'a group or a parent with no rows',
  'month-ends': 'a row on the last day of a month or the first day of the next',
  'day-by-day': 'rows on every day of the weeks before the latest date',
  dst: 'times on either side of a daylight-saving change',
  'partitions-interleaved': 'rows of several groups interleaved in time',
  statuses: 'rows of every status or type',
  'codes-disagree': 'a name or code that disagrees with the type column',
  negatives: 'negative values',
  'near-ties': 'values that differ only below the precision shown',
};

/** Where the family says little (random, whole-schema or composite datasets), the first mistake it catches. */
const KIND_CASES: Partial<Record<MutationKind, string>> = {
  comparison: 'a value exactly on a limit the text names',
  literal: 'a value just beside a limit the text names',
  between: 'a value exactly on the edge of a range',
  'conjunct-dropped': 'rows that one of the text’s conditions leaves out',
  'join-type': 'rows with no match in a related table',
  distinct: 'rows that repeat',
  aggregate: 'groups whose rows differ in more than one way',
  ranking: 'ties in a ranking',
  window: 'rows from several partitions interleaved in time',
  'order-by': 'ties in the sort order',
  limit: 'more rows than the sample has',
  'set-operation': 'rows that appear in both parts of a combined result',
  coalesce: 'NULL values',
  division: 'values that do not divide evenly',
  pattern: 'text that looks like, but is not, what the text asks for',
  'null-test': 'NULL values',
  calendar: 'a date a calendar month away, in a month that is not 30 days long',
  'date-part': 'the same month in another year',
  'time-zone': 'times on either side of a daylight-saving change',
  rounding: 'a value that rounds across a limit',
  precedence: 'rows that meet only one side of an OR',
  status: 'rows of every status',
  clipping: 'negative values',
  denominator: 'rows the condition leaves out, which still count in the total',
  'dml-where': 'rows the statement must leave alone',
  'dml-set': 'rows where more than one value has to change',
  upsert: 'rows that already exist when they are inserted again',
};

const GENERIC_CASE = 'data that differs from the sample in a way the text covers';

/**
 * The learner-facing kind of case behind a hidden dataset: the case an author wrote for a wrong query it
 * catches, else the family of edges it was built from, else the first mistake it catches.
 */
export function caseOf(freshKills: Set<number>, mutants: CaseMutant[], family?: string): string {
  const killed = [...freshKills].sort((a, b) => a - b).map((k) => mutants[k]).filter((m): m is CaseMutant => !!m);
  for (const m of killed) if (m.kind === 'author-reject' && m.case) return m.case;
  if (family && FAMILY_CASES[family]) return FAMILY_CASES[family] as string;
  for (const m of killed) {
    const kindCase = KIND_CASES[m.kind];
    if (kindCase) return kindCase;
  }
  return GENERIC_CASE;
}

export function catchesOf(freshKills: Set<number>, mutants: CaseMutant[], family?: string): { catches: string } {
  return { catches: caseOf(freshKills, mutants, family) };
}

/** A mutant, or an author's wrong query with the case the author named for it. */
export type CaseMutant = Mutant & { case?: string };
