import { useCallback, useEffect, useRef, useState } from 'react';

/** Activity that restarts the timers: mouse moves, key presses, clicks and touches. */
export const DEFAULT_IDLE_EVENTS = ['mousemove', 'keydown', 'click', 'touchstart'] as const;

export interface IdleTimerOptions {
  /** Milliseconds of inactivity before `onWarning`. */
  warningTime: number;
  /** Milliseconds of inactivity before `onLogout`, counted from the same last activity. */
  logoutTime: number;
  onWarning: () => void;
  onLogout: () => void;
  /** Called every `tickMs` after the warning with the milliseconds left until logout. */
  onTick?: (remainingMs: number) => void;
  tickMs?: number;
  /** Clock, for tests; defaults to `Date.now`. */
  now?: () => number;
}

export interface IdleTimer {
  /** Restarts both timers from now. */
  reset: () => void;
  /** Stops every timer; `reset` starts them again. */
  stop: () => void;
  /** Whether the warning has fired since the last reset. */
  isWarning: () => boolean;
  /** Milliseconds left until logout, or undefined when stopped. */
  remainingMs: () => number | undefined;
}

/** The timer logic without React or DOM, so fake timers can drive it. Starts stopped. */
export function createIdleTimer({
  warningTime,
  logoutTime,
  onWarning,
  onLogout,
  onTick,
  tickMs = 1000,
  now = Date.now,
}: IdleTimerOptions): IdleTimer {
  let warningId: ReturnType<typeof setTimeout> | undefined;
  let logoutId: ReturnType<typeof setTimeout> | undefined;
  let tickId: ReturnType<typeof setInterval> | undefined;
  let deadline: number | undefined;
  let warned = false;

  const stop = () => {
    clearTimeout(warningId);
    clearTimeout(logoutId);
    clearInterval(tickId);
    warningId = logoutId = tickId = undefined;
    deadline = undefined;
    warned = false;
  };
  const remainingMs = () => (deadline === undefined ? undefined : Math.max(0, deadline - now()));
  const reset = () => {
    stop();
    deadline = now() + logoutTime;
    if (warningTime < logoutTime) {
      warningId = setTimeout(() => {
        warned = true;
        onWarning();
        if (onTick) {
          onTick(remainingMs() ?? 0);
          tickId = setInterval(() => onTick(remainingMs() ?? 0), tickMs);
        }
      }, warningTime);
    }
    logoutId = setTimeout(() => {
      stop();
      onLogout();
    }, logoutTime);
  };
  return { reset, stop, isWarning: () => warned, remainingMs };
}

export interface UseIdleTimerOptions {
  warningTime: number;
  logoutTime: number;
  /** When false no timer runs and activity is not watched (for example while signed out). */
  enabled?: boolean;
  onWarning: () => void;
  onLogout: () => void;
  /** DOM events on `document` that count as activity. */
  events?: readonly string[];
  /**
   * Whether activity still restarts the timers once the warning shows. Default false: the user
   * then continues explicitly through the dialog (which calls `reset`), so a stray mouse move
   * cannot leave an open warning whose logout will never come.
   */
  activityResetsWarning?: boolean;
}

export interface UseIdleTimerResult {
  /** Restarts both timers; call it when the user continues from the warning dialog. */
  reset: () => void;
  /** Milliseconds left until logout, updated every second once the warning has fired. */
  remainingMs: number | undefined;
}

/**
 * Watches user activity and calls `onWarning` after `warningTime` and `onLogout` after
 * `logoutTime` of inactivity. The app's shell wires it to `InactivityDialog`.
 */
export function useIdleTimer({
  warningTime,
  logoutTime,
  enabled = true,
  onWarning,
  onLogout,
  events = DEFAULT_IDLE_EVENTS,
  activityResetsWarning = false,
}: UseIdleTimerOptions): UseIdleTimerResult {
  const [remainingMs, setRemainingMs] = useState<number | undefined>(undefined);
  const callbacks = useRef({ onWarning, onLogout });
  useEffect(() => {
    callbacks.current = { onWarning, onLogout };
  });
  const timerRef = useRef<IdleTimer | null>(null);
  const eventsKey = events.join(' ');

  useEffect(() => {
    if (!enabled) return undefined;
    const timer = createIdleTimer({
      warningTime,
      logoutTime,
      onWarning: () => callbacks.current.onWarning(),
      onLogout: () => {
        setRemainingMs(undefined);
        callbacks.current.onLogout();
      },
      onTick: setRemainingMs,
    });
    timerRef.current = timer;
    timer.reset();
    const onActivity = () => {
      if (timer.isWarning() && !activityResetsWarning) return;
      if (timer.isWarning()) setRemainingMs(undefined);
      timer.reset();
    };
    // Capture phase: a component that stops propagation still counts as activity.
    const names = eventsKey.split(' ').filter(Boolean);
    for (const name of names) document.addEventListener(name, onActivity, { capture: true, passive: true });
    return () => {
      for (const name of names) document.removeEventListener(name, onActivity, { capture: true });
      timer.stop();
      timerRef.current = null;
      setRemainingMs(undefined);
    };
  }, [enabled, warningTime, logoutTime, eventsKey, activityResetsWarning]);

  const reset = useCallback(() => {
    setRemainingMs(undefined);
    timerRef.current?.reset();
  }, []);

  return { reset, remainingMs };
}
