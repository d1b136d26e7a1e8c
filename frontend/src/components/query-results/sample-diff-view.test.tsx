import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MATCHES_SAMPLE, SampleDiffView, type SampleDiff } from './sample-diff-view';
import { TestResultPanel } from './test-result-panel';

const differs: SampleDiff = {
  matches: false,
  reason: 'Expected 4 rows, got 4.',
  missing_rows: [['Dee', 75]],
  extra_rows: [['Eve', 1], ['Fay', null]],
  differing_cells: [{ row: 1, column: 1, expected: 165.25, actual: 120 }],
  missing_row_count: 1,
  extra_row_count: 2,
};

describe('SampleDiffView', () => {
  it('says the result matches the sample, and that hidden datasets may still differ', () => {
    renderWithProviders(<SampleDiffView diff={{ ...differs, matches: true, reason: null, missing_rows: [], extra_rows: [], differing_cells: [], missing_row_count: 0, extra_row_count: 0 }} columns={['customer', 'total']} />);
    expect(screen.getByTestId('sample-diff')).toHaveTextContent(MATCHES_SAMPLE);
    expect(MATCHES_SAMPLE).toBe('Matches the sample — the hidden datasets may still differ');
  });

  it('lists differing cells (expected and yours), missing rows and extra rows', () => {
    renderWithProviders(<SampleDiffView diff={differs} columns={['customer', 'total']} />);
    expect(screen.getByTestId('sample-diff-reason')).toHaveTextContent('Expected 4 rows, got 4.');
    const cells = within(screen.getByTestId('sample-diff-cells')).getAllByRole('row');
    expect(cells[1]).toHaveTextContent(/^2total165.25120$/);
    const missing = screen.getByTestId('sample-diff-missing');
    expect(within(missing).getByRole('heading')).toHaveTextContent('Missing rows (1)');
    expect(within(missing).getAllByRole('row')[1]).toHaveClass('row-missing');
    expect(missing).toHaveTextContent('Dee75');
    const extra = screen.getByTestId('sample-diff-extra');
    expect(within(extra).getByRole('heading')).toHaveTextContent('Extra rows (2)');
    expect(within(extra).getAllByRole('row')).toHaveLength(3);
    expect(within(extra).getByText('NULL')).toBeInTheDocument();
  });

  it('highlights the differing cells in the test result grid', () => {
    renderWithProviders(
      <TestResultPanel
        error={null}
        result={{
          success: true, message: 'Query ran: 2 rows in 3 ms.', error: null, columns: ['customer', 'total'],
          rows: [['Cid', 300], ['Ann', 120]], row_count: 2, execution_time_ms: 3, sample_diff: differs, error_position: null,
        }}
      />,
    );
    const grid = screen.getByTestId('test-result-grid');
    const highlighted = grid.querySelectorAll('td.cell-differs');
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]).toHaveTextContent('120');
    expect(highlighted[0]).toHaveAttribute('title', 'Expected: 165.25');
    expect(screen.getByTestId('sample-diff')).toHaveTextContent('Differs from the expected output of the sample data.');
  });
});
