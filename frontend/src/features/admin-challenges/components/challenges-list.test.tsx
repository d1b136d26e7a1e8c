import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { ChallengesList } from './challenges-list';

afterEach(() => vi.unstubAllGlobals());

const item = {
  id: 3,
  title: 'Customer totals',
  description: 'Sum per customer',
  difficulty_rating: 1450,
  category: null,
  status: 'archived',
  total_attempts: 4,
  success_rate: 0.25,
  created_at: '2026-01-02T10:00:00Z',
  validated: false,
  validated_at: null,
  validation_error: 'relation "orders" does not exist',
};

describe('ChallengesList', () => {
  it("shows 'Access Denied' when the list cannot load", async () => {
    mockFetch({ 'GET /admin/challenges/list': () => ({ status: 403, body: { detail: 'Admin access required' } }) });
    renderWithProviders(<ChallengesList />);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Admin access is required to view this page.')).toBeInTheDocument();
  });

  it('renders tiers, stats, the failed validation tooltip and unarchive for archived rows; the dialog shows server errors', async () => {
    mockFetch({
      'GET /admin/challenges/list': () => ({ body: { challenges: [item], page: 1, total_pages: 1, total_count: 1 } }),
      'POST /admin/challenges': () => ({ status: 400, body: { detail: 'syntax error at or near "CREAT"' } }),
    });
    renderWithProviders(<ChallengesList />);
    const row = await screen.findByTestId('challenge-row-3');
    expect(within(row).getByText('Advanced')).toBeInTheDocument();
    expect(within(row).getByText('Uncategorized')).toBeInTheDocument();
    expect(within(row).getByText('25.0% success')).toBeInTheDocument();
    expect(within(row).getByText('Failed').closest('[title]')).toHaveAttribute('title', 'relation "orders" does not exist');
    expect(within(row).getByRole('button', { name: 'Unarchive Customer totals' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /View Customer totals/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Add Challenge/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Challenge' });
    expect(within(dialog).getByLabelText('Difficulty Rating')).toHaveValue(1200);
    expect(within(dialog).getByLabelText('Difficulty Rating')).toHaveAttribute('step', '50');
    expect(within(dialog).getByLabelText(/Estimated Time/)).toHaveValue(5);
    expect(within(dialog).getByLabelText('Status')).toHaveValue('active');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Challenge' }));
    expect(await within(dialog).findByText('syntax error at or near "CREAT"')).toBeInTheDocument();
  });
});
