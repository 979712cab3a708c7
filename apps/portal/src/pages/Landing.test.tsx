import { fixtures } from '@citytax/api/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { landingEn } from '../messages/landing.en';
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { RouterNavigation } from '../shell/Shell';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../state/session';
import { DisclaimerPage } from './Disclaimer';
import { LandingPage } from './Landing';
import { LoginPage } from './Login';

afterEach(() => session.forget());

function renderAt(route: RouteObject, path: string) {
  const layout = (
    <RouterNavigation>
      <Outlet />
    </RouterNavigation>
  );
  const router = createMemoryRouter([{ element: layout, children: [route] }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('landing page (issue 18 item 7)', () => {
  it('offers a signed-out visitor Log in and Register', async () => {
    renderAt({ path: '/landing', Component: LandingPage }, '/landing');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/register');
    expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).toBeNull();
  });

  it('offers a signed-in visitor the dashboard instead of Log in / Register', async () => {
    session.signIn(fixtures.individualSignIn);
    renderAt({ path: '/landing', Component: LandingPage }, '/landing');
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('is linked from the agreement page for a signed-in visitor, whom its guard lets through', async () => {
    session.signIn(fixtures.individualSignIn);
    renderAt({ path: '/', Component: DisclaimerPage }, '/');
    expect(await screen.findByRole('link', { name: 'About this service' })).toHaveAttribute(
      'href',
      '/landing',
    );
  });

  it('opens its content on the agreement page before agreeing (spec §3 keeps the page itself guarded)', async () => {
    renderAt({ path: '/', Component: DisclaimerPage }, '/');
    expect(await screen.findByRole('button', { name: 'I Agree' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'About this service' })).toBeNull();
    const about = screen.getByText('About this service', { selector: 'summary' });
    const details = about.closest('details')!;
    expect(details.open).toBe(false);
    expect(screen.queryByText(landingEn.formsHeading)).toBeNull();
    await userEvent.click(about);
    expect(details.open).toBe(true);
    const region = details;
    expect(
      await within(region).findByRole('heading', { level: 2, name: landingEn.formsHeading }),
    ).toBeVisible();
    // Only what the service is: no way past the agreement from here.
    expect(within(region).queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it.each([
    [
      'the login page',
      { path: '/auth/login', loader: () => ({ returnUrl: null }), Component: LoginPage },
      '/auth/login',
    ],
  ] satisfies [string, RouteObject, string][])(
    'is linked from %s as "About this service"',
    async (_, route, path) => {
      renderAt(route, path);
      expect(await screen.findByRole('link', { name: 'About this service' })).toHaveAttribute(
        'href',
        '/landing',
      );
    },
  );
});
