import type { JsonValue } from '../../grading';

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
 * datasets' rows (`grading.variants`) never leave the database through here. These are columns of a
 * `challenges` row, so the statement that reads the row for something else reads them too.
 */

/** Where the visible part of `grading` can be shown: validated, with its columns and expected rows. */
const SHOWABLE = `validated AND jsonb_typeof(grading->'expected') = 'array' AND jsonb_typeof(grading->'columns') = 'array'`;

/**
 * A data-changing challenge's expected outcome is flattened (grading/sandbox/dml-statement.ts flattenDml): the
 * rows of the tables it checks and its RETURNING rows are shown, the digests of the tables it must leave alone
 * (`#name`) are not — they would mean nothing to a learner.
 */
const SHOWN_ROW = `NOT (jsonb_typeof(grading->'dml') = 'object' AND coalesce(e->>0, '') LIKE '#%')`;

/** The challenge page's preview (null where it cannot be shown); `limit`: the parameter holding EXPECTED_PREVIEW_ROWS. */
export const previewColumn = (limit: string): string => `CASE WHEN ${SHOWABLE} THEN jsonb_build_object(
    'columns', grading->'columns',
    'rows', coalesce((SELECT jsonb_agg(e ORDER BY i) FROM jsonb_array_elements(grading->'expected') WITH ORDINALITY AS t(e, i) WHERE i <= ${limit} AND ${SHOWN_ROW}), '[]'::jsonb),
    'row_count', (SELECT count(*)::int FROM jsonb_array_elements(grading->'expected') AS t(e) WHERE ${SHOWN_ROW}),
    'order_matters', coalesce((grading->>'ordered')::boolean, false)) END`;

/** The visible dataset's expected rows for a test run's diff (null where not showable). */
export const diffColumn = `CASE WHEN ${SHOWABLE} THEN jsonb_build_object(
    'columnCount', jsonb_array_length(grading->'columns'),
    'rows', grading->'expected',
    'ordered', coalesce((grading->>'ordered')::boolean, false))
    || CASE WHEN jsonb_typeof(grading->'dml') = 'object' THEN jsonb_build_object('dml', grading->'dml') ELSE '{}'::jsonb END END`;
