import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TUTORIAL_SEEN_KEY } from '@/config/constants';
import { renderWithProviders } from '@/testing/render';
import { TutorialDialog } from '../components/tutorial-dialog';
import { useTutorial } from './use-tutorial';

function Harness({ completed, onStart = () => {} }: { completed: number; onStart?: () => void }) {
  const tutorial = useTutorial(completed);
  return <TutorialDialog open={tutorial.open} onDismiss={tutorial.dismiss} onStart={() => { tutorial.dismiss(); onStart(); }} />;
}

describe('welcome tutorial flag', () => {
  it('opens for a user with zero completed challenges who has not seen it', () => {
    const { result } = renderHook(() => useTutorial(0));
    expect(result.current.open).toBe(true);
  });

  it('stays closed once seen, or when the user has completed a challenge', () => {
    localStorage.setItem(TUTORIAL_SEEN_KEY, 'true');
    expect(renderHook(() => useTutorial(0)).result.current.open).toBe(false);
    localStorage.clear();
    expect(renderHook(() => useTutorial(3)).result.current.open).toBe(false);
  });

  it('sets the flag when dismissed', () => {
    const { result } = renderHook(() => useTutorial(0));
    act(() => result.current.dismiss());
    expect(result.current.open).toBe(false);
    expect(localStorage.getItem(TUTORIAL_SEEN_KEY)).toBe('true');
  });

  it('walks the five steps with Back and Next and sets the flag on Start Challenge', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    renderWithProviders(<Harness completed={0} onStart={onStart} />);
    expect(screen.getByTestId('tutorial-dialog')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to SQL Daily!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Read the challenge' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Welcome to SQL Daily!' })).toBeInTheDocument();

    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/EXTRACT\(YEAR FROM date\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start Challenge' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(TUTORIAL_SEEN_KEY)).toBe('true');
    expect(screen.queryByTestId('tutorial-dialog')).not.toBeInTheDocument();
  });

  it('sets the flag on Skip tutorial and on Escape', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Harness completed={0} />);
    await user.click(screen.getByRole('button', { name: 'Skip tutorial' }));
    expect(localStorage.getItem(TUTORIAL_SEEN_KEY)).toBe('true');
    expect(screen.queryByTestId('tutorial-dialog')).not.toBeInTheDocument();
    unmount();

    localStorage.clear();
    renderWithProviders(<Harness completed={0} />);
    await user.keyboard('{Escape}');
    expect(localStorage.getItem(TUTORIAL_SEEN_KEY)).toBe('true');
  });
});
