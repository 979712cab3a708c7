import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer, useIdleTimer, type UseIdleTimerOptions } from './useIdleTimer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createIdleTimer', () => {
  it('warns at warningTime and logs out at logoutTime', () => {
    const onWarning = vi.fn();
    const onLogout = vi.fn();
    const timer = createIdleTimer({ warningTime: 900_000, logoutTime: 1_200_000, onWarning, onLogout });
    timer.reset();
    vi.advanceTimersByTime(899_999);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(timer.isWarning()).toBe(true);
    expect(timer.remainingMs()).toBe(300_000);
    vi.advanceTimersByTime(299_999);
    expect(onLogout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(timer.remainingMs()).toBeUndefined();
  });

  it('restarts both timers on reset and does nothing after stop', () => {
    const onWarning = vi.fn();
    const onLogout = vi.fn();
    const timer = createIdleTimer({ warningTime: 1000, logoutTime: 2000, onWarning, onLogout });
    timer.reset();
    vi.advanceTimersByTime(900);
    timer.reset();
    vi.advanceTimersByTime(900);
    expect(onWarning).not.toHaveBeenCalled();
    timer.stop();
    vi.advanceTimersByTime(10_000);
    expect(onWarning).not.toHaveBeenCalled();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('ticks the remaining time after the warning', () => {
    const onTick = vi.fn();
    const timer = createIdleTimer({
      warningTime: 1000,
      logoutTime: 4000,
      onWarning: () => {},
      onLogout: () => {},
      onTick,
    });
    timer.reset();
    vi.advanceTimersByTime(3000);
    expect(onTick.mock.calls.map(([ms]) => ms)).toEqual([3000, 2000, 1000]);
  });
});

function Probe(props: UseIdleTimerOptions) {
  const { remainingMs, reset } = useIdleTimer(props);
  return (
    <>
      <p>{remainingMs === undefined ? 'active' : `${Math.ceil(remainingMs / 1000)} s left`}</p>
      <button type="button" onClick={reset}>
        Continue
      </button>
    </>
  );
}

describe('useIdleTimer', () => {
  const setup = (overrides: Partial<UseIdleTimerOptions> = {}) => {
    const onWarning = vi.fn();
    const onLogout = vi.fn();
    const utils = render(
      <Probe warningTime={1000} logoutTime={3000} onWarning={onWarning} onLogout={onLogout} {...overrides} />,
    );
    return { onWarning, onLogout, ...utils };
  };

  it('warns, counts down and logs out without activity', () => {
    const { onWarning, onLogout } = setup();
    act(() => vi.advanceTimersByTime(1000));
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(screen.getByText('2 s left')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('1 s left')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.getByText('active')).toBeInTheDocument();
  });

  it.each(['mouseMove', 'keyDown', 'click', 'touchStart'] as const)('%s restarts both timers', (event) => {
    const { onWarning, onLogout } = setup();
    act(() => vi.advanceTimersByTime(900));
    fireEvent[event](document.body);
    act(() => vi.advanceTimersByTime(900));
    expect(onWarning).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2100));
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('ignores stray activity once warned, until reset is called', () => {
    const { onLogout } = setup();
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.mouseMove(document.body);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('1 s left')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('active')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2500));
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('lets activity reset the warning when asked to', () => {
    const { onLogout } = setup({ activityResetsWarning: true });
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(screen.getByText('active')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2500));
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('does nothing while disabled', () => {
    const { onWarning, onLogout } = setup({ enabled: false });
    act(() => vi.advanceTimersByTime(10_000));
    expect(onWarning).not.toHaveBeenCalled();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('stops its timers and listeners on unmount', () => {
    const removeSpy = vi.spyOn(document, 'removeEventListener');
    const { onWarning, onLogout, unmount } = setup();
    unmount();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onWarning).not.toHaveBeenCalled();
    expect(onLogout).not.toHaveBeenCalled();
    expect(removeSpy.mock.calls.map(([name]) => name)).toEqual(
      expect.arrayContaining(['mousemove', 'keydown', 'click', 'touchstart']),
    );
    removeSpy.mockRestore();
  });
});
