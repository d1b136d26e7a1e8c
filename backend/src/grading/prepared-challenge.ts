import { type JsonValue } from '../sandbox/ordered-json';
import { type VariantStrategy } from './perturbations';

export interface PreparedVariant {
  strategy: VariantStrategy;
  /** Run after the challenge's setupSql, in the same transaction. */
  script: string;
  expected: JsonValue[][];
}

/** What validation stores in the app database; grade() needs nothing else. JSON-serialisable. */
export interface PreparedChallenge {
  version: 1;
  setupSql: string;
  /** The reference's outermost query has ORDER BY: rows are compared in order. */
  ordered: boolean;
  /** The reference's column names, for display only (names are never compared). */
  columns: string[];
  /** The reference's result on the visible dataset. */
  expected: JsonValue[][];
  variants: PreparedVariant[];
  /** Variants derived but not kept, and why (ambiguous reference, reference error, no change possible). */
  discarded: Array<{ strategy: VariantStrategy; reason: string }>;
  /** Non-empty: the challenge must not pass validation. */
  problems: string[];
}

export interface ChallengeSource {
  setupSql: string;
  referenceSql: string;
  /** The catalogue's expected_output (JSON array of row objects as text): checked against the reference. */
  expectedOutput?: string | null;
  /** Variants are deterministic from this; by default derived from the challenge's text. */
  seed?: number;
}
