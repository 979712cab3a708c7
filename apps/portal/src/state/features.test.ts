import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn();
vi.mock('./api', () => ({ getApiClient: () => Promise.resolve({ get }) }));

const { features, FEATURES_PATH, PUBLIC_FEATURES_PATH } = await import('./features');
const { session } = await import('./session');

describe('feature flags (spec §3, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    get.mockReset();
    get.mockResolvedValue({ features: { EinManagement: true, 'Public.FAQ': false } });
  });
  afterEach(() => {
    features.stop();
    session.forget();
    vi.useRealTimers();
  });

  it('loads the public flags when signed out and refreshes every 300000 ms', async () => {
    features.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenLastCalledWith(PUBLIC_FEATURES_PATH);
    expect(features.isOn('EinManagement')).toBe(true);
    expect(features.isOn('Public.FAQ')).toBe(false);

    await vi.advanceTimersByTimeAsync(299_999);
    expect(get).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('loads the full flags when signed in, and keeps the old flags when a refresh fails', async () => {
    session.signIn({
      token: 't',
      username: 'u@example.com',
      firstName: 'U',
      taxpayerId: '1',
      isBusinessUser: false,
    });
    await features.reload();
    expect(get).toHaveBeenLastCalledWith(FEATURES_PATH);
    get.mockRejectedValueOnce(new Error('offline'));
    await features.reload();
    expect(features.isOn('EinManagement')).toBe(true);
  });
});

describe('a flag refresh turning EinManagement or Public.FAQ off (spec §9)', () => {
  const ON = { features: { EinManagement: true, 'Public.FAQ': true } };
  const OFF = { features: { EinManagement: false, 'Public.FAQ': false } };
  let flags = ON;

  beforeEach(() => {
    // Only the refresh interval is faked, so React Testing Library keeps its real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    flags = ON;
    get.mockReset();
    get.mockImplementation(async (path: string) =>
      path === FEATURES_PATH || path === PUBLIC_FEATURES_PATH ? flags : [],
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    session.signIn({
      token: 't',
      username: 'b@example.com',
      firstName: 'Morgan',
      taxpayerId: '300001',
      isBusinessUser: true,
    });
  });
  afterEach(() => {
    cleanup();
    features.set({});
    vi.restoreAllMocks();
  });

  const h1 = (text: string) => createElement('h1', null, text);

  async function renderApp() {
    const { Shell } = await import('../shell/Shell');
    const { guardLoader, einGuard, faqGuard } = await import('../routing/guards');
    const { guardEnv } = await import('../routing/env');
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: createElement(Shell),
          children: [
            { index: true, element: h1('Home') },
            { path: 'dashboard', element: h1('Dashboard') },
            {
              path: 'manage-business-accounts',
              loader: guardLoader(guardEnv, einGuard),
              element: h1('Manage'),
            },
            { path: 'faq', loader: guardLoader(guardEnv, faqGuard), element: h1('FAQ') },
          ],
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(createElement(RouterProvider, { router }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    return router;
  }

  const menu = () => screen.getByRole('navigation', { name: 'Main menu' });

  it('hides the menu entries and refuses the routes on the next navigation, without a reload', async () => {
    features.start();
    // The first load happened in the tests above; this is the state the page starts from.
    await act(() => features.reload());
    const router = await renderApp();
    expect(within(menu()).getByRole('link', { name: 'Manage Business Accounts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQ (opens in a new tab)' })).toBeInTheDocument();
    await act(() => router.navigate('/manage-business-accounts'));
    expect(router.state.location.pathname).toBe('/manage-business-accounts');
    await act(() => router.navigate('/dashboard'));

    flags = OFF;
    await act(() => vi.advanceTimersByTimeAsync(299_999));
    expect(within(menu()).getByRole('link', { name: 'Manage Business Accounts' })).toBeInTheDocument();
    const before = get.mock.calls.filter(([path]) => path === FEATURES_PATH).length;
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The refresh asked for the flags again (the shell may make other calls, e.g. inactivity config).
    expect(get.mock.calls.filter(([path]) => path === FEATURES_PATH)).toHaveLength(before + 1);

    // The same page, re-rendered from the new flags: the entries are gone.
    expect(within(menu()).queryByRole('link', { name: 'Manage Business Accounts' })).toBeNull();
    expect(screen.queryByRole('link', { name: /FAQ/ })).toBeNull();
    expect(within(menu()).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

    // The guards read the refreshed flags on the next navigation.
    await act(() => router.navigate('/manage-business-accounts'));
    expect(router.state.location.pathname).toBe('/');
    await act(() => router.navigate('/faq'));
    expect(router.state.location.pathname).toBe('/');

    // And turning them back on restores both, again without a reload.
    flags = ON;
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(within(menu()).getByRole('link', { name: 'Manage Business Accounts' })).toBeInTheDocument();
    await act(() => router.navigate('/faq'));
    expect(router.state.location.pathname).toBe('/faq');
  });
});
