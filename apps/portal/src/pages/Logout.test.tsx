import { fixtures, handlers } from '@citytax/api/mocks';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../state/session';
import { LogoutPage } from './Logout';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const { token, username, firstName, taxpayerId, isBusinessUser } = fixtures.individualSignIn;

function renderLogout(state: unknown, returnUrl: string | null = null) {
  const router = createMemoryRouter(
    [
      { path: '/auth/logout', loader: () => ({ returnUrl }), Component: LogoutPage },
      { path: '/auth/logged-out', element: <p>Logged out page</p> },
      { path: '/somewhere', element: <p>Somewhere page</p> },
    ],
    { initialEntries: [{ pathname: '/auth/logout', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('logout page (spec §2, §4)', () => {
  beforeEach(() => {
    session.forget();
  });

  it('shows the logged-out message when not signed in', async () => {
    renderLogout({ fromApp: true });
    expect(await screen.findByText('You successfully logged out!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/auth/login');
  });

  it('refuses a logout not started inside the page', async () => {
    session.signIn({ token, username, firstName, taxpayerId, isBusinessUser });
    renderLogout(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The logout was not initiated from within the page.',
    );
    expect(session.getUser()).not.toBeNull();
  });

  it('signs out, clears client state and replaces history with the logged-out page', async () => {
    session.signIn({ token, username, firstName, taxpayerId, isBusinessUser });
    sessionStorage.setItem('filing_as', '300001');
    const router = renderLogout({ fromApp: true });
    expect(await screen.findByText('Logged out page')).toBeInTheDocument();
    expect(session.getUser()).toBeNull();
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to the return URL when one is given', async () => {
    session.signIn({ token, username, firstName, taxpayerId, isBusinessUser });
    renderLogout({ fromApp: true }, '/somewhere');
    expect(await screen.findByText('Somewhere page')).toBeInTheDocument();
  });

  it('shows the failure message when the server sign-out fails', async () => {
    session.signIn({ token, username, firstName, taxpayerId, isBusinessUser });
    server.use(http.post('/api/auth/signout', () => HttpResponse.json({}, { status: 500 })));
    renderLogout({ fromApp: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while logging out. Please try again.',
    );
    expect(session.getUser()).toBeNull();
  });
});
