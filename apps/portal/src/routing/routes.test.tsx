import type { User } from '@citytax/api';
import { handlers } from '@citytax/api/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { features } from '../state/features';
import { session } from '../state/session';
import { routes } from './routes';

const server = setupServer(...handlers);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  server.resetHandlers();
  session.forget();
  document.cookie = 'disclaimer=; Path=/; Max-Age=0';
});
afterAll(() => server.close());

const individual: User = {
  username: 'i@example.com',
  firstName: 'Pat',
  token: 'mock-token-individual',
  taxpayerId: '100001',
  isBusinessUser: false,
};
const business: User = {
  username: 'b@example.com',
  firstName: 'Morgan',
  token: 'mock-token-business',
  taxpayerId: '300001',
  isBusinessUser: true,
};

function start(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const where = (router: ReturnType<typeof start>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('route table', () => {
  it('shows the Web Filing Agreement at / without the cookie', async () => {
    start('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Web Filing Agreement' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I Agree' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I Disagree' })).toBeInTheDocument();
  });

  it('I Agree sets the cookie and goes to login when signed out', async () => {
    const router = start('/disclaimer');
    await userEvent.click(await screen.findByRole('button', { name: 'I Agree' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(document.cookie).toContain('disclaimer=true');
  });

  it('I Disagree explains the agreement is required and tries to close the window', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    start('/disclaimer');
    await userEvent.click(await screen.findByRole('button', { name: 'I Disagree' }));
    expect(await screen.findByRole('dialog', { name: 'Agreement Required' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(close).toHaveBeenCalled();
    close.mockRestore();
  });

  it.each([
    ['cookie, signed out', false, '/auth/login'],
    ['cookie, signed in', true, '/dashboard'],
  ])('/ with %s', async (_label, signedIn, expected) => {
    document.cookie = 'disclaimer=true; Path=/';
    if (signedIn) session.signIn(individual);
    const router = start('/');
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  });

  it('sends anonymous visitors of a form to login with the return URL', async () => {
    const router = start('/forms/individual/estimate');
    await waitFor(() => expect(where(router)).toBe('/auth/login?returnUrl=%2Fforms%2Findividual%2Festimate'));
  });

  it('sends a business user without a taxpayer from the dashboard to manage business accounts', async () => {
    session.signIn({ ...business, taxpayerId: null });
    const router = start('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-business-accounts'));
  });

  it('keeps individuals out of the business forms', async () => {
    session.signIn(individual);
    const router = start('/forms/business/net-profit-estimate');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it.each(['/forms/individual/annual-return', '/forms/individual/estimate', '/exemption'])(
    'keeps business users out of the individual form %s (who-may-file table)',
    async (path) => {
      session.signIn(business);
      const router = start(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    },
  );

  it('sends visitors away from the FAQ when Public.FAQ is off', async () => {
    server.use(
      http.get('/api/features/public', () => HttpResponse.json({ features: { 'Public.FAQ': false } })),
    );
    await features.reload();
    const router = start('/faq');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the dashboard tiles of a business user', async () => {
    session.signIn(business);
    await features.reload();
    start('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const tiles = await screen.findByRole('list', { name: 'What you can do' });
    expect(within(tiles).getByRole('link', { name: 'Manage Business Accounts' })).toBeInTheDocument();
  });

  it('shows Page Not Found with a Start over link', async () => {
    start('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start over' })).toHaveAttribute('href', '/');
  });

  it('shows the invalid return URL error', async () => {
    start('/auth/login?returnUrl=https%3A%2F%2Fevil.example%2F');
    expect(
      await screen.findByText(
        'Invalid return url. The return url needs to have the same origin as the current page.',
      ),
    ).toBeInTheDocument();
  });

  it('leaves for the taxpayer registration check with a full page load on /auth/register', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    start('/auth/register');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/taxpayer-registration'));
    vi.restoreAllMocks();
  });
});
