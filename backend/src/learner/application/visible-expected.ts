import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JsonValue } from '../../platform/sandbox/ordered-json';
import type { VisibleExpected } from '../../platform/grading';

export const EXPECTED_PREVIEW_ROWS = 50;

/** The reference's result on the visible sample, as the challenge page shows it. */
export interface ExpectedPreview {
  columns: string[];
  /** The first EXPECTED_PREVIEW_ROWS rows. */
  rows: JsonValue[][];
  row_count: number;
  order_matters: boolean;
}

/**
 * The visible dataset is open (DESIGN.md §6): its expected rows are shown and a test run is diffed
 * against them. Only `grading`'s visible part is read (columns, expected, ordered): the hidden
 * datasets' rows (`grading.variants`) never leave the database through here.
 */
@Injectable()
export class VisibleExpectedResults {
  constructor(private readonly db: DataSource) {}

  async preview(challengeId: number): Promise<ExpectedPreview | null> {
    const [r] = (await this.db.query(
      `SELECT grading->'columns' AS columns,
              coalesce((SELECT jsonb_agg(e ORDER BY i) FROM jsonb_array_elements(grading->'expected') WITH ORDINALITY AS t(e, i) WHERE i <= $2), '[]'::jsonb) AS rows,
              jsonb_array_length(grading->'expected') AS row_count,
              coalesce((grading->>'ordered')::boolean, false) AS order_matters
         FROM challenges
        WHERE id = $1 AND validated AND jsonb_typeof(grading->'expected') = 'array' AND jsonb_typeof(grading->'columns') = 'array'`,
      [challengeId, EXPECTED_PREVIEW_ROWS],
    )) as ExpectedPreview[];
    return r ?? null;
  }

  async forDiff(challengeId: number): Promise<VisibleExpected | null> {
    const [r] = (await this.db.query(
      `SELECT jsonb_array_length(grading->'columns') AS "columnCount", grading->'expected' AS rows,
              coalesce((grading->>'ordered')::boolean, false) AS ordered
         FROM challenges
        WHERE id = $1 AND validated AND jsonb_typeof(grading->'expected') = 'array' AND jsonb_typeof(grading->'columns') = 'array'`,
      [challengeId],
    )) as VisibleExpected[];
    return r ?? null;
  }
}
