import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import type { AdminChallenge } from '../api/types';
import { ChallengeFormDialog } from './challenge-form-dialog';

afterEach(() => vi.unstubAllGlobals());

const existing: AdminChallenge = {
  id: 4,
  title: 'Orders of at least 50',
  description: 'Return every order of at least 50.',
  difficulty_rating: 1000,
  difficulty_category: 'beginner',
  estimated_time_minutes: 5,
  category: 'SELECT',
  status: 'active',
  total_attempts: 0,
  success_rate: 0,
  created_at: '2026-01-02T10:00:00Z',
  validated: true,
  validated_at: '2026-01-03T10:00:00Z',
  validation_error: null,
  schema_setup: 'CREATE TABLE orders (id serial PRIMARY KEY, amount int NOT NULL); INSERT INTO orders (amount) VALUES (20), (75);',
  sample_data_description: null,
  expected_output: '[{"id": 2}]',
  correct_solution: 'SELECT id FROM orders WHERE amount >= 50',
  average_completion_time: 0,
  updated_at: '2026-01-03T10:00:00Z',
  created_by: 1,
  order_matters: false,
  tags: ['filter'],
  concepts: ['filtering'],
  source_type: 'manual',
  hidden_datasets: ['INSERT INTO orders (amount) VALUES (50);', 'DELETE FROM orders WHERE amount < 30;'],
  hints: ['Filter on amount.'],
  explanation: '## Approach\nKeep orders of at least 50.',
  mutation_score: null,
  mutants_total: null,
  mutants_surviving: null,
  mutants_killed: null,
  mutants_dropped: null,
  surviving_mutants: [],
  mutation_threshold: 1,
  accepts: [],
  rejects: [],
  invariants: [],
  checks: [],
  marked_equivalent: [],
  mutants_marked_equivalent: 0,
  calibrated_rating: null,
  rating_deviation: null,
  rating_provisional: true,
  rating_drift_flag: false,
  first_attempts: 0,
};

describe('ChallengeFormDialog: hidden datasets', () => {
  it('adds scripts (at most 6), drops blank ones and sends the list; a server refusal is shown in the dialog', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'POST /admin/challenges': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return bodies.length === 1
          ? { status: 400, body: { detail: 'hidden_datasets: dataset 1, statement 1 (DROP TABLE orders): only INSERT, UPDATE and DELETE are allowed' } }
          : { status: 201, body: { ...existing, id: 5 } };
      },
    });
    const onClose = vi.fn();
    renderWithProviders(<ChallengeFormDialog open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Add New Challenge' });
    const editor = within(dialog).getByTestId('hidden-datasets-editor');
    expect(within(editor).queryByRole('textbox')).not.toBeInTheDocument();
    const add = within(editor).getByRole('button', { name: /Add hidden dataset/ });
    for (let i = 0; i < 6; i++) await userEvent.click(add);
    expect(within(editor).getAllByRole('textbox')).toHaveLength(6);
    expect(add).toBeDisabled();
    await userEvent.click(within(editor).getByRole('button', { name: 'Remove hidden dataset 6' }));
    expect(add).toBeEnabled();

    // pasted, not typed key by key: the list handling is under test, and 17 re-renders of the whole form cost seconds on a busy machine
    await userEvent.click(within(editor).getByLabelText('Hidden dataset 1'));
    await userEvent.paste('DROP TABLE orders');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Challenge' }));
    expect(await within(dialog).findByTestId('challenge-form-error')).toHaveTextContent('hidden_datasets: dataset 1, statement 1 (DROP TABLE orders)');
    expect(bodies[0]).toMatchObject({ hidden_datasets: ['DROP TABLE orders'] });

    await userEvent.clear(within(editor).getByLabelText('Hidden dataset 1'));
    await userEvent.click(within(editor).getByLabelText('Hidden dataset 3'));
    await userEvent.paste('DELETE FROM orders WHERE id = 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Challenge' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies[1]).toMatchObject({ hidden_datasets: ['DELETE FROM orders WHERE id = 1'] });
  });

  it('editing shows the stored scripts; removing one sends the rest with the whole record', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'PUT /admin/challenges/4': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { body: existing };
      },
    });
    renderWithProviders(<ChallengeFormDialog open challenge={existing} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Challenge' });
    expect(within(dialog).getByLabelText('Hidden dataset 1')).toHaveValue('INSERT INTO orders (amount) VALUES (50);');
    expect(within(dialog).getByLabelText('Hidden dataset 2')).toHaveValue('DELETE FROM orders WHERE amount < 30;');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove hidden dataset 1' }));
    expect(within(dialog).getByLabelText('Hidden dataset 1')).toHaveValue('DELETE FROM orders WHERE amount < 30;');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Challenge' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ id: 4, title: 'Orders of at least 50', tags: ['filter'], hidden_datasets: ['DELETE FROM orders WHERE amount < 30;'] });
  });
});

describe('ChallengeFormDialog: checked tables of a data-changing challenge', () => {
  it('asks for them only when the solution changes data, sends them as a list and shows the server refusal', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'POST /admin/challenges': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return bodies.length === 1
          ? { status: 400, body: { detail: 'checks.1: each check is a table name of the setup (lower case)' } }
          : { status: 201, body: { ...existing, id: 6 } };
      },
    });
    const onClose = vi.fn();
    renderWithProviders(<ChallengeFormDialog open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Add New Challenge' });
    const solution = within(dialog).getByLabelText('Correct Solution (SQL)');
    await userEvent.click(solution);
    await userEvent.paste('SELECT id FROM orders');
    expect(within(dialog).queryByLabelText('Checked Tables')).not.toBeInTheDocument();

    await userEvent.clear(solution);
    await userEvent.paste("-- the late ones\nUPDATE orders SET amount = 0 WHERE amount < 30");
    await userEvent.click(within(dialog).getByLabelText('Checked Tables'));
    await userEvent.paste('orders, Order Items');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Challenge' }));
    expect(await within(dialog).findByTestId('challenge-form-error')).toHaveTextContent('checks.1: each check is a table name of the setup');
    expect(bodies[0]).toMatchObject({ checks: ['orders', 'Order Items'] });

    await userEvent.clear(within(dialog).getByLabelText('Checked Tables'));
    await userEvent.paste(' orders ,, order_items ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Challenge' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies[1]).toMatchObject({ checks: ['orders', 'order_items'] });
  });

  it('editing shows the stored tables; a solution turned into a query sends none', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'PUT /admin/challenges/4': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { body: existing };
      },
    });
    const dml = { ...existing, correct_solution: 'WITH old AS (SELECT id FROM orders WHERE amount < 30) DELETE FROM orders WHERE id IN (SELECT id FROM old)', checks: ['orders'] };
    renderWithProviders(<ChallengeFormDialog open challenge={dml} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Challenge' });
    expect(within(dialog).getByLabelText('Checked Tables')).toHaveValue('orders');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Challenge' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ checks: ['orders'] });

    const solution = within(dialog).getByLabelText('Correct Solution (SQL)');
    await userEvent.clear(solution);
    await userEvent.paste("SELECT id FROM orders WHERE note = 'update me'");
    expect(within(dialog).queryByLabelText('Checked Tables')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Challenge' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ checks: [] });
  });
});
