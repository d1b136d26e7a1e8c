import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { mockFetch } from '@/testing/mock-fetch';
import { ShareButton } from './share-button';

const TEXT = 'SQL Daily 2026-11-26 2/3\n🟥🟩\n⏱ 2:00 · ELO +9 (1209)\n🔥 Streak: 8 days';

describe('ShareButton', () => {
  it('opens a dialog with the card’s text, copies it, and fetches the image with the bearer token', async () => {
    localStorage.setItem('authToken', 'tok-1');
    const fetchSpy = mockFetch({
      'GET /challenges/5/share': () => ({ body: { text: TEXT, image_url: '/api/v1/challenges/5/share/image' } }),
      'GET /challenges/5/share/image': () => ({ body: 'png' }),
    });
    const createObjectURL = vi.fn(() => 'blob:card');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    renderWithProviders(<ShareButton challengeId={5} />);
    await userEvent.click(screen.getByTestId('share-button'));
    expect(await screen.findByTestId('share-text')).toHaveTextContent('🟥🟩');
    await userEvent.click(screen.getByTestId('share-copy'));
    expect(writeText).toHaveBeenCalledWith(TEXT);
    expect(screen.getByTestId('share-copied')).toHaveTextContent('Copied to the clipboard.');
    expect(await screen.findByTestId('share-image')).toHaveAttribute('src', 'blob:card');
    expect(screen.getByTestId('share-download')).toHaveAttribute('href', 'blob:card');
    const imageCall = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/share/image'));
    expect((imageCall?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('shows the server’s detail when the day cannot be shared', async () => {
    mockFetch({ 'GET /challenges/6/share': () => ({ status: 403, body: { detail: 'This day is not over yet.' } }) });
    renderWithProviders(<ShareButton challengeId={6} />);
    await userEvent.click(screen.getByTestId('share-button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This day is not over yet.');
  });
});
