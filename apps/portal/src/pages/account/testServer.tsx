import { handlers } from '@citytax/api/mocks';
import { ToastProvider } from '@citytax/ui';
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { session } from '../../state/session';

/** One MSW server with the shared default handlers, for the account page tests. */
export function setupMockServer() {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    session.forget();
  });
  afterAll(() => server.close());
  return server;
}

/** Renders a page route in a memory router inside the toast provider, as the shell would. */
export function renderRoute(route: RouteObject, entry: string, extra: RouteObject[] = []) {
  const router = createMemoryRouter([route, ...extra], { initialEntries: [entry] });
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return router;
}

/** The page's result message: its text inside a `status` or `alert` region (not the toasts' live regions). */
export async function findResult(role: 'status' | 'alert', text: string) {
  const node = await screen.findByText(text, { ignore: '[aria-live], [aria-live] *, script, style' });
  const region = node.closest(`[role="${role}"]`);
  expect(region).not.toBeNull();
  return region as HTMLElement;
}
