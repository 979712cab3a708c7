import { fixtures } from '@citytax/api/mocks';
import { setLanguage } from '@citytax/api';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLanguage } from '../i18n/language';
import { features } from '../state/features';
import { session } from '../state/session';
import { Shell } from './Shell';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/', element: <Shell />, children: [{ path: '*', element: <h1>Page</h1> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const { token, username, firstName, taxpayerId, isBusinessUser } = fixtures.businessSignIn;

describe('Shell', () => {
  afterEach(() => {
    session.forget();
    features.set({});
  });

  it('signed out: no menu, no logout link, footer with contact only when FAQ is off', () => {
    features.set({ 'Public.FAQ': false });
    renderAt('/landing');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log out' })).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(within(footer).queryByRole('link', { name: /FAQ/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it.each([
    ['signed out', false],
    ['signed in', true],
  ])('%s: the footer links the landing page as "About this service" (issue 18)', (_, signedIn) => {
    if (signedIn) session.signIn({ token, username, firstName, taxpayerId, isBusinessUser });
    renderAt('/dashboard');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'About this service' })).toHaveAttribute(
      'href',
      '/landing',
    );
  });

  it('signed in: the menu folds behind a Menu button (shown below 48em) that Escape closes', async () => {
    session.signIn({ token, username, firstName, taxpayerId, isBusinessUser });
    renderAt('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', within(nav).getByRole('list').id);

    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    // Following a link closes the menu.
    await userEvent.click(menu);
    await userEvent.click(within(nav).getByRole('link', { name: 'Filings and Payments' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['signed out', false],
    ['signed in', true],
  ])(
    '%s: the top bar offers the page in Spanish, marked as Spanish; a Spanish page offers English',
    async (_, signedIn) => {
      if (signedIn) session.signIn({ token, username, firstName, taxpayerId, isBusinessUser });
      renderAt('/dashboard');
      const banner = screen.getByRole('banner');
      expect(within(banner).getByRole('button', { name: 'Español' })).toHaveAttribute('lang', 'es');
      cleanup();
      await startLanguage('es');
      try {
        renderAt('/dashboard');
        expect(within(screen.getByRole('banner')).getByRole('button', { name: 'English' })).toHaveAttribute(
          'lang',
          'en',
        );
        expect(screen.queryByRole('button', { name: 'Español' })).toBeNull();
      } finally {
        setLanguage('en');
      }
    },
  );

  it('signed in: menu with the current page, logout link, FAQ link in a new tab', () => {
    session.signIn({ token, username, firstName, taxpayerId, isBusinessUser });
    features.set({ 'Public.FAQ': true, EinManagement: true });
    renderAt('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // Filings and Payments comes right after the dashboard (issue 15).
    expect(
      within(nav)
        .getAllByRole('link')
        .slice(0, 2)
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['Filings and Payments', '/filings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Manage Business Accounts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/auth/logout');
    expect(screen.getByRole('link', { name: 'FAQ (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('banner')).toHaveTextContent('City Tax e-File');
  });

  it('starts every page with the skip link, then the official banner, then the top bar', async () => {
    renderAt('/landing');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.tab();
    const howYouKnow = screen.getByRole('button', { name: /Here's how you know/ });
    expect(howYouKnow).toHaveFocus();

    const banner = screen.getByRole('region', {
      name: 'An official website of the City Tax Collection Division',
    });
    expect(banner).toContainElement(howYouKnow);
    expect(skip.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      banner.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await userEvent.keyboard('{Enter}');
    expect(howYouKnow).toHaveAttribute('aria-expanded', 'true');
    expect(within(banner).getByText('Official websites use .gov')).toBeVisible();
    expect(within(banner).getByText('Secure .gov websites use HTTPS')).toBeVisible();

    // The skip link moves focus to the main content.
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('hides the menu on the FAQ page', () => {
    session.signIn({ token, username, firstName, taxpayerId, isBusinessUser });
    features.set({ 'Public.FAQ': true });
    renderAt('/faq');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });
});

describe('Shell anchor scrolling', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the anchor 170 px above it, below the fixed header (spec §2)', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 500,
      left: 0,
      right: 0,
      bottom: 0,
      width: 0,
      height: 0,
      x: 0,
      y: 500,
      toJSON: () => ({}),
    });
    const router = createMemoryRouter(
      [{ path: '/', element: <Shell />, children: [{ path: '*', element: <h2 id="how-to-log-in">Q</h2> }] }],
      { initialEntries: ['/faq#how-to-log-in'] },
    );
    render(<RouterProvider router={router} />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 - 170, behavior: 'auto' });
  });
});
