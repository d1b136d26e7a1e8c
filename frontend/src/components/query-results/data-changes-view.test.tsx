import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DataChangesView, type DataChanges } from './data-changes-view';
import { diffColumnsOf } from './results-tabs';
import { TestResultPanel } from './test-result-panel';

const changes: DataChanges = [
  {
    table: 'orders',
    columns: ['id', 'amount'],
    key: ['id'],
    added: [[8, 5]],
    removed: [[2, 4]],
    changed: [{ before: [1, 10], after: [1, 20], columns: [1] }],
    unchanged: 3,
  },
  { table: 'customers', columns: ['id'], key: ['id'], added: [], removed: [], changed: [], unchanged: 5 },
];

describe('DataChangesView', () => {
  it('shows each checked table’s rows added, removed and changed, the changed values marked', () => {
    renderWithProviders(<DataChangesView changes={changes} />);
    const orders = screen.getByTestId('data-changes-orders');
    expect(orders).toHaveTextContent('1 row added, 1 removed, 1 changed, 3 unchanged');
    expect(within(orders).getByTestId('data-changes-changed')).toHaveTextContent('paired by id');
    const after = within(orders).getByText('after').closest('tr') as HTMLElement;
    expect(within(after).getByText('20').closest('td')).toHaveClass('cell-changed');
    expect(within(orders).getByTestId('data-changes-added')).toHaveTextContent('8');
    expect(within(orders).getByTestId('data-changes-removed')).toHaveTextContent('4');
    expect(screen.getByTestId('data-changes-customers')).toHaveTextContent('left this table as it was');
  });

  it('is part of a test run’s result; the diff then names the outcome’s columns, not the RETURNING ones', () => {
    const result = {
      success: true, message: 'Statement ran in 3 ms: 1 added, 1 removed, 1 changed.', error: null, columns: [], rows: [], row_count: 0,
      execution_time_ms: 3, sample_diff: null, error_position: null, data_changes: changes,
    };
    renderWithProviders(<TestResultPanel result={result} error={null} withDiff={false} />);
    expect(screen.getByTestId('test-result')).toHaveTextContent('Statement ran in 3 ms');
    expect(screen.getByTestId('test-result')).not.toHaveTextContent('rows returned');
    expect(screen.getByTestId('data-changes-orders')).toBeInTheDocument();
    const preview = { columns: ['table', 'id', 'amount'], rows: [], row_count: 0, order_matters: false };
    expect(diffColumnsOf(result, preview)).toEqual(['table', 'id', 'amount']);
    expect(diffColumnsOf({ columns: ['name'] }, preview)).toEqual(['name']);
  });
});
