/**
 * Hand-written fairness cases for one demo challenge, written from its text (not generated from the
 * reference). Every `wrong` query gives the right rows on the visible sample yet breaks a sentence of
 * the text, so only the hidden datasets can reject it; every `right` query is an equivalent rewrite
 * that must be accepted.
 */
export interface WrongAnswer {
  sql: string;
  /** The sentence of the text it breaks, e.g. 'uses > where the text says "at least 50"'. */
  mistake: string;
}

export interface FairnessCase {
  wrong: WrongAnswer[];
  right: string[];
}

export type FairnessCases = Record<string, FairnessCase>;
