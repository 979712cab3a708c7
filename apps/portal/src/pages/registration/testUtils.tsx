import { handlers, registrationOverrides } from '@citytax/api/mocks';
import { ToastProvider } from '@citytax/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { setupServer } from 'msw/node';
import type { ComponentType } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';

/** The MSW node server of the registration page tests (the same handlers as Storybook). */
export const server = setupServer(...handlers);

/** Confirmation failures both confirm pages answer with the same alert (spec §8). */
export const CONFIRM_FAILURES = [
  {
    handlers: registrationOverrides.confirmMalformed,
    message: 'There was an issue confirming your email address. Please try again.',
  },
  {
    handlers: registrationOverrides.confirmInvalidToken,
    message: 'We were unable to complete your email confirmation request.',
  },
  {
    handlers: registrationOverrides.confirmExpired,
    message: 'The email confirmation link has expired. You may initiate a new request and try again.',
  },
];

/** Renders a page at `path` in a memory router, with the toasts the Shell provides in the app. */
export function renderPage(path: string, Component: ComponentType, initialEntry: string) {
  const router = createMemoryRouter(
    [
      { path, Component },
      { path: '/auth/login', element: <h1>Log in</h1> },
      { path: '/auth/taxpayer-registration/web', element: <h1>Create your web account</h1> },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <ToastProvider>
      <main>
        <RouterProvider router={router} />
      </main>
    </ToastProvider>,
  );
  return router;
}

/** Waits for `text` and checks that it is announced by an alert (the toasts have their own). */
export async function expectAlert(text: string) {
  const element = await screen.findByText(text);
  expect(element.closest('[role="alert"]')).not.toBeNull();
}

/** A new step's heading or alert takes focus just after it renders. */
export async function expectFocus(element: HTMLElement) {
  await waitFor(() => expect(element).toHaveFocus());
}
