import { errorPosition, type DmlTableChanges, type ErrorPosition, type SampleDiff, type RunError } from '../../../grading';

/** The test answer's `sample_diff`: the learner's rows against the visible sample's expected rows. */
export function sampleDiffAnswer(diff: SampleDiff | null) {
  if (!diff) return null;
  return {
    matches: diff.matches,
    reason: diff.reason,
    missing_rows: diff.missingRows,
    extra_rows: diff.extraRows,
    differing_cells: diff.differingCells,
    missing_row_count: diff.missingRowCount,
    extra_row_count: diff.extraRowCount,
  };
}

/** The test answer's `data_changes`: each checked table's rows added, removed and changed by the statement. */
export function dataChangesAnswer(changes: DmlTableChanges[] | null) {
  if (!changes) return null;
  return changes.map((t) => ({
    table: t.table,
    columns: t.columns,
    key: t.key,
    added: t.added,
    removed: t.removed,
    changed: t.changed.map((c) => ({ before: c.before, after: c.after, columns: c.columns })),
    unchanged: t.unchanged,
  }));
}

/**
 * Where in the learner's text PostgreSQL placed the error, for the editor's marker. Only errors of the
 * learner's statement on the visible dataset carry one (a hidden dataset's run never reports an error,
 * and a setup error's position is in the challenge's script, not the learner's).
 */
export function errorPositionOf(sql: string, error: RunError | null | undefined): ErrorPosition | null {
  if (!error || error.kind === 'setup') return null;
  return errorPosition(sql, error.position);
}
