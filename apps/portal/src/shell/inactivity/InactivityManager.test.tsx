import { fixtures } from '@citytax/api/mocks';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getEndpoints } from '../../state/endpoints';
import { session } from '../../state/session';
import type { CrossTab, SessionMessage } from './crossTab';
import { registerDraft } from './draftRegistry';
import { InactivityManager, effectiveWarningTime } from './InactivityManager';
import { INACTIVITY_NOTICE_KEY } from './notice';

vi.mock('../../state/endpoints', () => ({ getEndpoints: vi.fn() }));

const WARNING = 3000;
const LOGOUT = 30_000;
const SIGNED_IN_TEXT =
  'You will soon be logged out because you have been inactive. To continue, press Ok, Esc, Enter or Space.';
const SIGNED_OUT_TEXT = 'You have been logged out due to inactivity.';

const calls: string[] = [];
let config: Promise<{ warningTime: number; logoutTime: number }>;

/** One tab's end of an in-memory channel; `deliver` plays a message from another tab. */
function fakeCrossTab() {
  const listeners = new Set<(m: SessionMessage) => void>();
  const posted: SessionMessage[] = [];
  const crossTab: CrossTab = {
    post: (m) => posted.push(m),
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    close: () => listeners.clear(),
  };
  const deliver = (m: SessionMessage) => act(() => listeners.forEach((l) => l(m)));
  return { crossTab, posted, deliver };
}

/** Renders at `path` and lets the configuration load, so the timers start at the current fake time. */
async function renderAt(path: string, crossTab: CrossTab, leave: (to: string) => void = () => undefined) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <InactivityManager crossTab={crossTab} leave={leave} />
          </>
        ),
        children: [{ path: '*', element: <p>page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  for (let i = 0; i < 5; i++) await act(async () => undefined);
  return router;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const { token, username, firstName, taxpayerId, isBusinessUser } = fixtures.businessSignIn;

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  config = Promise.resolve({ warningTime: WARNING, logoutTime: LOGOUT });
  vi.mocked(getEndpoints).mockImplementation(async () => {
    return {
      inactivityConfig: () => config,
      signOut: async () => {
        calls.push('signOut');
      },
    } as unknown as Awaited<ReturnType<typeof getEndpoints>>;
  });
  session.signIn({ token, username, firstName, taxpayerId, isBusinessUser });
  sessionStorage.setItem('uploadedFiles', '[{"name":"w2.pdf"}]');
});

afterEach(() => {
  session.forget();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('effectiveWarningTime', () => {
  it('keeps at least 20 s between warning and logout when the logout allows it', () => {
    expect(effectiveWarningTime({ warningTime: 900_000, logoutTime: 1_200_000 })).toBe(900_000);
    expect(effectiveWarningTime({ warningTime: 25_000, logoutTime: 30_000 })).toBe(10_000);
    expect(effectiveWarningTime({ warningTime: 3000, logoutTime: 6000 })).toBe(3000);
  });
});

describe('InactivityManager', () => {
  it('warns at the warning time (≥ 20 s before logout) and Ok continues', async () => {
    const { crossTab, posted } = fakeCrossTab();
    await renderAt('/dashboard', crossTab);
    await advance(WARNING - 1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(1);
    // 30 s logout: the 3 s warning is kept (27 s before); the countdown shows.
    expect(screen.getByRole('alertdialog')).toHaveTextContent(SIGNED_IN_TEXT);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('27 seconds remaining.');
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posted).toContainEqual({ type: 'activity' });
    // Continuing restarted both timers.
    await advance(LOGOUT - 1);
    expect(calls).toEqual([]);
    expect(session.getUser()).not.toBeNull();
  });

  it('any mouse move, key press or click restarts both timers', async () => {
    const { crossTab, posted } = fakeCrossTab();
    await renderAt('/dashboard', crossTab);
    for (const event of ['mousemove', 'keydown', 'click'] as const) {
      await advance(WARNING - 500);
      fireEvent[event === 'mousemove' ? 'mouseMove' : event === 'keydown' ? 'keyDown' : 'click'](document);
    }
    await advance(WARNING - 500);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(500);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    // Activity was told to the other tabs (throttled to one per second).
    expect(posted.filter((m) => m.type === 'activity').length).toBe(3);
  });

  it('at the logout time flushes dirty drafts first, signs out, clears files, goes home and says why', async () => {
    const { crossTab, posted } = fakeCrossTab();
    const unregister = registerDraft(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            calls.push('draftSaved');
            resolve();
          }, 300),
        ),
    );
    const leave = vi.fn();
    await renderAt('/forms/individual/annual-return', crossTab, leave);
    await advance(LOGOUT);
    expect(calls).toEqual([]);
    await advance(300);
    expect(calls).toEqual(['draftSaved', 'signOut']);
    expect(session.getUser()).toBeNull();
    expect(sessionStorage.getItem('uploadedFiles')).toBeNull();
    expect(leave).toHaveBeenCalledExactlyOnceWith('/');
    expect(posted).toContainEqual({ type: 'logout' });
    unregister();

    // The home page (loaded anew) says why.
    cleanup();
    await renderAt('/', fakeCrossTab().crossTab);
    expect(screen.getByRole('alertdialog')).toHaveTextContent(SIGNED_OUT_TEXT);
    expect(sessionStorage.getItem(INACTIVITY_NOTICE_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('on the FAQ page shows no warning, and activity there still counts', async () => {
    const { crossTab } = fakeCrossTab();
    await renderAt('/faq', crossTab);
    await advance(WARNING);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.mouseMove(document);
    await advance(LOGOUT - 1);
    expect(calls).toEqual([]);
    await advance(1);
    expect(calls).toEqual(['signOut']);
  });

  it('uses the defaults when the configuration cannot be loaded', async () => {
    config = Promise.reject(new Error('offline'));
    const { crossTab } = fakeCrossTab();
    await renderAt('/dashboard', crossTab);
    await advance(899_999);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(1);
    expect(screen.getByRole('alertdialog')).toHaveTextContent(SIGNED_IN_TEXT);
    await advance(300_000);
    expect(calls).toEqual(['signOut']);
  });

  it('activity in another tab keeps this one alive and closes its warning', async () => {
    const { crossTab, deliver } = fakeCrossTab();
    await renderAt('/dashboard', crossTab);
    await advance(WARNING);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    deliver({ type: 'activity' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(LOGOUT - 1000);
    deliver({ type: 'activity' });
    await advance(LOGOUT - 1000);
    expect(calls).toEqual([]);
    expect(session.getUser()).not.toBeNull();
  });

  it('an inactivity logout in another tab signs this one out too', async () => {
    const { crossTab, deliver } = fakeCrossTab();
    const leave = vi.fn();
    await renderAt('/dashboard', crossTab, leave);
    await advance(1000);
    deliver({ type: 'logout' });
    // The auth_user storage event of the same logout comes too; it changes nothing more.
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'auth_user', newValue: null })));
    await advance(1000);
    expect(session.getUser()).toBeNull();
    expect(sessionStorage.getItem('uploadedFiles')).toBeNull();
    expect(sessionStorage.getItem(INACTIVITY_NOTICE_KEY)).toBe('1');
    expect(leave).toHaveBeenCalledExactlyOnceWith('/');
    // The server session belongs to the tab that timed out; this one does not sign out again.
    expect(calls).toEqual([]);
  });

  it('another tab signing out (auth_user removed) clears this tab and goes home', async () => {
    const { crossTab } = fakeCrossTab();
    const leave = vi.fn();
    await renderAt('/dashboard', crossTab, leave);
    await advance(1000);
    act(() => {
      localStorage.removeItem('auth_user');
      window.dispatchEvent(new StorageEvent('storage', { key: 'auth_user', newValue: null }));
      session.reload();
    });
    await advance(300);
    expect(sessionStorage.getItem('uploadedFiles')).toBeNull();
    // A deliberate logout elsewhere is not an inactivity logout: no notice.
    expect(sessionStorage.getItem(INACTIVITY_NOTICE_KEY)).toBeNull();
    expect(leave).toHaveBeenCalledExactlyOnceWith('/');
  });
});
