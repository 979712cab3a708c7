import { handlers } from '@citytax/api/mocks';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../state/session';
import { LoginPage } from './Login';
import { LoginFailedPage } from './LoginFailed';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  session.forget();
});
afterAll(() => server.close());

function renderLogin(search = '') {
  const router = createMemoryRouter(
    [
      {
        path: '/auth/login',
        loader: ({ request }) => ({ returnUrl: new URL(request.url).searchParams.get('returnUrl') }),
        Component: LoginPage,
      },
      { path: '/auth/login-failed', Component: LoginFailedPage },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/exemption', element: <h1>Exemption</h1> },
    ],
    { initialEntries: [`/auth/login${search}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Email address' }), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login flow', () => {
  it('a wrong password returns to login with the message', async () => {
    const router = renderLogin('?returnUrl=%2Fexemption');
    await fillAndSubmit('individual@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email address or password you entered is incorrect. Please try again.',
    );
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?returnUrl=%2Fexemption');
  });

  it('a failed sign-in keeps the email, clears the password and moves focus to the message', async () => {
    renderLogin();
    await fillAndSubmit('individual@example.com', 'wrong');
    const message = await screen.findByText(
      'The email address or password you entered is incorrect. Please try again.',
    );
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('individual@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');

    // A second failure moves focus to the message again.
    await userEvent.type(screen.getByLabelText('Password'), 'still-wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(
        screen
          .getByText('The email address or password you entered is incorrect. Please try again.')
          .closest('[tabindex="-1"]'),
      ).toHaveFocus(),
    );
  });

  it('success stores the user and goes to the return URL', async () => {
    renderLogin('?returnUrl=%2Fexemption');
    await fillAndSubmit('individual@example.com', 'Demo-Password-1');
    expect(await screen.findByRole('heading', { name: 'Exemption' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('auth_user') ?? '{}')).toMatchObject({
      username: 'individual@example.com',
      firstName: 'Pat',
      taxpayerId: '100001',
      isBusinessUser: false,
      token: 'mock-token-individual',
    });
  });

  it('success without a return URL goes to the dashboard', async () => {
    renderLogin();
    await fillAndSubmit('business@example.com', 'Demo-Password-1');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
