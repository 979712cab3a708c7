import {
  businessErrorHandlers,
  createBusinessHandlers,
  fixtures,
  FILING_AS_REFUSED_DETAIL,
} from '@citytax/api/mocks';
import { ToastProvider } from '@citytax/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMockServer } from '../pages/account/testServer';
import { businesses } from '../state/businesses';
import { session } from '../state/session';
import { FilingAsSelect } from './FilingAsSelect';

// Toast texts are also announced in live regions; read them from the toasts themselves.
const notLive = { ignore: '[aria-live], [aria-live] *, [role="alert"], [role="status"], script, style' };

const server = setupMockServer();
beforeEach(async () => {
  server.use(...createBusinessHandlers());
  businesses.reset();
  session.signIn({ ...fixtures.businessSignIn });
  await businesses.load();
});

async function choose(name: RegExp) {
  render(
    <ToastProvider>
      <FilingAsSelect />
    </ToastProvider>,
  );
  const select = screen.getByRole('combobox', { name: 'Filing as' });
  expect(select).toHaveDisplayValue('Lakeshore Bakery LLC (EIN 341234567)');
  await userEvent.selectOptions(select, screen.getByRole('option', { name }));
}

/** The line that names the business filed for, as it is seen. */
const filingAsLine = () => screen.getByText('Filing as', { selector: 'label' }).parentElement;

describe('FilingAsSelect', () => {
  it('changes taxpayers and replaces the user with the returned one', async () => {
    await choose(/Cuyahoga Hardware Inc/);
    await waitFor(() => expect(session.getUser()?.taxpayerId).toBe('300002'));
    expect(businesses.get().filingAs).toBe('300002');
  });

  it('names the business filed for in text, whole, beside the select labelled "Filing as"', () => {
    render(
      <ToastProvider>
        <FilingAsSelect />
      </ToastProvider>,
    );
    expect(filingAsLine()).toHaveTextContent(/^Filing as Lakeshore Bakery LLC$/);
    expect(screen.getByRole('combobox', { name: 'Filing as' })).toBeVisible();
  });

  it('after a switch names the new business and announces it politely', async () => {
    await choose(/Cuyahoga Hardware Inc/);
    await waitFor(() => expect(filingAsLine()).toHaveTextContent(/^Filing as Cuyahoga Hardware Inc$/));
    const polite = document.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(polite).toHaveTextContent('You are now filing as Cuyahoga Hardware Inc'));
    // A sighted user sees it in a toast too.
    expect(screen.getByText('You are now filing as Cuyahoga Hardware Inc', notLive)).toBeVisible();
  });

  it('does not announce a switch that failed', async () => {
    server.use(http.post('/api/ein/changed', () => HttpResponse.json('oops', { status: 500 })));
    await choose(/Cuyahoga Hardware Inc/);
    await screen.findByText(/An unexpected error occurred while changing taxpayers/, notLive);
    expect(screen.queryByText(/You are now filing as/, notLive)).toBeNull();
    expect(filingAsLine()).toHaveTextContent(/^Filing as Lakeshore Bakery LLC$/);
  });

  it('on an error with a detail shows the detail toast and then the generic toast', async () => {
    server.use(businessErrorHandlers.filingAsRefused);
    await choose(/Cuyahoga Hardware Inc/);
    const detail = await screen.findByText(
      `An error occurred while changing taxpayers: ${FILING_AS_REFUSED_DETAIL} Please try again or contact support if the issue persists.`,
      notLive,
    );
    const generic = screen.getByText(
      'An unexpected error occurred while changing taxpayers. Please try again or contact support if the issue persists.',
      notLive,
    );
    expect(detail.compareDocumentPosition(generic) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(session.getUser()?.taxpayerId).toBe('300001');
  });

  it('on an error without a detail shows only the generic toast', async () => {
    server.use(http.post('/api/ein/changed', () => HttpResponse.json('oops', { status: 500 })));
    await choose(/Cuyahoga Hardware Inc/);
    expect(
      await screen.findByText(
        'An unexpected error occurred while changing taxpayers. Please try again or contact support if the issue persists.',
        notLive,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/An error occurred while changing taxpayers:/, notLive)).toBeNull();
  });
});
