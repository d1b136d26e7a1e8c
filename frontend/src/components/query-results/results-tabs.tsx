import { type ReactNode } from 'react';
import { WorkspaceTabs } from '@/components/workspace/workspace-tabs';
import { ExpectedOutputPanel, type ExpectedPreview } from './expected-output-panel';
import { SampleDiffView, type SampleDiff } from './sample-diff-view';

export type ResultsTab = 'result' | 'expected' | 'diff';

/**
 * The names of the diff's columns. A data-changing challenge's diff compares outcomes (the table a row is in,
 * then its values), the shape of the expected preview, not the statement's RETURNING columns.
 */
export function diffColumnsOf(test: { columns?: string[]; data_changes?: unknown } | null | undefined, preview: ExpectedPreview | null | undefined): string[] {
  if (test?.data_changes) return preview?.columns ?? [];
  return test?.columns ?? [];
}

/** The solving side's lower pane: the run or submit (Result), the sample's Expected output, and the Diff between them. */
export function ResultsTabs({ selected, onSelect, result, preview, diff, columns }: {
  selected: ResultsTab;
  onSelect: (tab: ResultsTab) => void;
  result: ReactNode;
  preview: ExpectedPreview | null | undefined;
  diff: SampleDiff | null | undefined;
  columns: string[];
}) {
  const diffBadge = diff ? (diff.matches ? <span className="ws-tab-badge ok">matches</span> : <span className="ws-tab-badge">differs</span>) : null;
  return (
    <WorkspaceTabs
      label="Results"
      testId="results-tabs"
      selected={selected}
      onSelect={(id) => onSelect(id as ResultsTab)}
      tabs={[
        { id: 'result', label: 'Result', testId: 'results-result', content: result },
        { id: 'expected', label: 'Expected', testId: 'results-expected', content: <ExpectedOutputPanel preview={preview} /> },
        {
          id: 'diff',
          label: <>Diff {diffBadge}</>,
          testId: 'results-diff',
          content: diff ? (
            <SampleDiffView diff={diff} columns={columns} />
          ) : (
            <p className="ws-empty">Run Test Query to compare your rows with the expected output of the sample data.</p>
          ),
        },
      ]}
    />
  );
}
