import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remainingAllowance } from '../utils/allowance';
import { TimerDisplay } from '../components/timer-display';
import { useCountdown } from './use-countdown';

describe('remainingAllowance', () => {
  it('is estimated minutes × 60 minus the time already used, never below 0', () => {
    expect(remainingAllowance(10, 0)).toBe(600);
    expect(remainingAllowance(10, 125)).toBe(475);
    expect(remainingAllowance(2, 500)).toBe(0);
  });
  it('falls back to 300 seconds without an estimate', () => {
    expect(remainingAllowance(null, 0)).toBe(300);
    expect(remainingAllowance(undefined, 100)).toBe(200);
  });
});

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down with the clock and fires onExpire once at zero', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useCountdown(onExpire));
    act(() => result.current.start(3));
    expect(result.current.remaining).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(2500));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('stops without expiring', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useCountdown(onExpire));
    act(() => result.current.start(5));
    act(() => vi.advanceTimersByTime(1000));
    act(() => result.current.stop());
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.remaining).toBe(4);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('expires at once when started with no time left', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useCountdown(onExpire));
    act(() => result.current.start(0));
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(result.current.running).toBe(false);
  });
});

describe('TimerDisplay', () => {
  it('shows Time Remaining as m:ss without a warning above 60 seconds', () => {
    render(<TimerDisplay remaining={125} />);
    expect(screen.getByText('Time Remaining')).toBeInTheDocument();
    expect(screen.getByTestId('timer-value')).toHaveTextContent('2:05');
    expect(screen.queryByText('Less than 1 minute remaining')).not.toBeInTheDocument();
    expect(screen.getByTestId('challenge-timer')).not.toHaveClass('timer-warning');
  });

  it('turns red with the warning at 60 seconds or less', () => {
    render(<TimerDisplay remaining={60} />);
    expect(screen.getByTestId('challenge-timer')).toHaveClass('timer-warning');
    expect(screen.getByText('Less than 1 minute remaining')).toBeInTheDocument();
  });
});
