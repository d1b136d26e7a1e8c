import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { ChallengeFormDialog } from './challenge-form-dialog';

afterEach(() => vi.unstubAllGlobals());

describe('ChallengeFormDialog: hints and explanation', () => {
  it('sends the non-blank hints in order and the explanation', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    mockFetch({
      'POST /admin/challenges': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { status: 201, body: { id: 9 } };
      },
    });
    const onClose = vi.fn();
    renderWithProviders(<ChallengeFormDialog open onClose={onClose} />);
    const editor = screen.getByTestId('hints-editor');
    expect(within(editor).getAllByRole('textbox')).toHaveLength(4);
    await userEvent.type(within(editor).getByLabelText('Hint 1'), 'Join the tables.');
    await userEvent.type(within(editor).getByLabelText('Hint 3'), 'Mind the NULLs.');
    await userEvent.type(within(editor).getByLabelText('Explanation (Markdown)'), '## Approach');
    await userEvent.click(screen.getByRole('button', { name: 'Create Challenge' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({ hints: ['Join the tables.', 'Mind the NULLs.'], explanation: '## Approach' });
  });

  it('an empty explanation is sent as null', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    mockFetch({
      'POST /admin/challenges': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { status: 201, body: { id: 9 } };
      },
    });
    renderWithProviders(<ChallengeFormDialog open onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Challenge' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ hints: [], explanation: null });
  });
});
