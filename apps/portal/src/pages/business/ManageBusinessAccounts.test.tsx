import type { SignInResponse } from '@citytax/api';
import { businessErrorHandlers, createBusinessHandlers, fixtures } from '@citytax/api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { businesses } from '../../state/businesses';
import { session } from '../../state/session';
import { findResult, renderRoute, setupMockServer } from '../account/testServer';
import { ManageBusinessAccountsPage } from './ManageBusinessAccounts';

const server = setupMockServer();
beforeEach(() => {
  server.use(...createBusinessHandlers());
  businesses.reset();
});

function open(signIn: SignInResponse = fixtures.newBusinessSignIn) {
  session.signIn({ ...signIn });
  return renderRoute(
    { path: '/manage-business-accounts', Component: ManageBusinessAccountsPage },
    '/manage-business-accounts',
    [{ path: '/dashboard', element: <h1>Dashboard</h1> }],
  );
}

async function searchFor(ein: string, name: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /^EIN/ }), ein);
  await userEvent.type(screen.getByRole('textbox', { name: /^Business name/ }), name);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('/manage-business-accounts', () => {
  it('validates the EIN and business name', async () => {
    open();
    await userEvent.type(await screen.findByRole('textbox', { name: /^EIN/ }), '12-345678');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('textbox', { name: /^EIN/ })).toHaveAccessibleDescription(
      /EIN must be a nine-digit number with no hyphens/,
    );
    expect(screen.getByRole('textbox', { name: /^Business name/ })).toHaveAccessibleDescription(
      /Business name is required/,
    );
  });

  it('finds a business, links it as the first one and goes to the dashboard', async () => {
    const router = open();
    expect(await screen.findByText('You have not linked any businesses yet.')).toBeInTheDocument();
    await searchFor('346660003', 'Erie Street Diner LLC');
    const found = await screen.findByRole('region', { name: 'Business found' });
    expect(found).toHaveTextContent('Erie Street Diner LLC');
    await userEvent.type(within(found).getByRole('textbox', { name: /^Access code/ }), 'FHVM-476T-W833');
    await userEvent.click(within(found).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(session.getUser()?.taxpayerId).toBe('300003');
    expect(businesses.get().filingAs).toBe('300003');
  });

  it('after Add, clears the Business found panel and the search, and says the business is linked, with focus (issue 18)', async () => {
    const router = open(fixtures.businessSignIn);
    await screen.findByRole('table', { name: 'Linked businesses' });
    await searchFor('348880005', 'Tremont Print Shop Inc');
    const found = await screen.findByRole('region', { name: 'Business found' });
    await userEvent.type(within(found).getByRole('textbox', { name: /^Access code/ }), 'B7RD-68CT-CPFS');
    await userEvent.click(within(found).getByRole('button', { name: 'Add' }));
    const status = await findResult('status', 'Tremont Print Shop Inc is now linked to your account.');
    await waitFor(() => expect(status.closest('[data-result]')).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'Business found' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^EIN/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Business name/ })).toHaveValue('');
    expect(screen.getByRole('table', { name: 'Linked businesses' })).toHaveTextContent(
      'Tremont Print Shop Inc',
    );
    expect(router.state.location.pathname).toBe('/manage-business-accounts');
    // A new search starts afresh: the status gives way to the new result.
    await searchFor('347770004', 'Flats Bicycle Co');
    await screen.findByRole('region', { name: 'Business found' });
    expect(screen.queryByText('Tremont Print Shop Inc is now linked to your account.')).toBeNull();
  });

  it('a wrong access code shows the server message and links nothing; the sixth try is refused', async () => {
    const router = open();
    await searchFor('341234567', 'Lakeshore Bakery');
    const found = await screen.findByRole('region', { name: 'Business found' });
    const code = within(found).getByRole('textbox', { name: /^Access code/ });
    await userEvent.type(code, 'ABCD-EFGH-JKMN');
    await userEvent.click(within(found).getByRole('button', { name: 'Add' }));
    await findResult(
      'alert',
      'The business access code is not right. It is printed on letters the city sent to this business.',
    );
    expect(router.state.location.pathname).toBe('/manage-business-accounts');
    // Still signed in: a wrong code is a 400, not the 401/403 the portal reads as an expired session.
    expect(session.getUser()).toMatchObject({ taxpayerId: null });
    for (let i = 0; i < 4; i++) {
      await userEvent.click(within(found).getByRole('button', { name: 'Add' }));
      await waitFor(() =>
        expect(within(found).getByRole('button', { name: 'Add' })).not.toHaveAttribute('aria-disabled'),
      );
    }
    await userEvent.clear(code);
    await userEvent.type(code, '9N4R-9RQK-Z8TE');
    await userEvent.click(within(found).getByRole('button', { name: 'Add' }));
    await findResult('alert', 'Too many tries with a wrong business access code. Try again in 15 minutes.');
    expect(session.getUser()?.taxpayerId).toBeNull();
  });

  it('shows the not-found text', async () => {
    open();
    await searchFor('346660003', 'Somebody Else');
    await findResult(
      'alert',
      'This business could not be found. If this information is correct please complete registration.',
    );
  });

  it('shows the unexpected-error text on any other failure', async () => {
    server.use(businessErrorHandlers.searchFails);
    open();
    await searchFor('346660003', 'Erie Street Diner LLC');
    await findResult('alert', 'An unexpected error occurred. Please try again.');
  });

  it('too many searches: the server says when to try again', async () => {
    server.use(businessErrorHandlers.searchRateLimited);
    open();
    await searchFor('346660003', 'Erie Street Diner LLC');
    await findResult('alert', 'Too many requests. Try again in 15 minutes.');
  });

  it('disables Add for a business that is already linked', async () => {
    open(fixtures.businessSignIn);
    const table = await screen.findByRole('table', { name: 'Linked businesses' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'Business nameEINActions',
      'Lakeshore Bakery LLC341234567Remove',
      'Cuyahoga Hardware Inc345550002Remove',
    ]);
    await searchFor('345550002', 'Cuyahoga Hardware Inc');
    const found = await screen.findByRole('region', { name: 'Business found' });
    expect(within(found).getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(found).toHaveTextContent('This business is already linked to your account.');
  });

  it('removes a business after confirming, and switches filing-as off it', async () => {
    open(fixtures.businessSignIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Lakeshore Bakery LLC' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove business' });
    expect(dialog).toHaveAccessibleDescription('Remove Lakeshore Bakery LLC?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Lakeshore Bakery LLC' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Remove Cuyahoga Hardware Inc' })).toBeInTheDocument();
    expect(businesses.get().filingAs).toBe('300002');
  });

  it('keeps the business when the confirmation is cancelled', async () => {
    open(fixtures.businessSignIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Lakeshore Bakery LLC' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove Lakeshore Bakery LLC' })).toBeInTheDocument();
  });
});
