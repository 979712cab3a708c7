import { makeProblem, paths, type TaxFormType } from '@citytax/api';
import {
  confirmationOverrides,
  createFiledFormHandlers,
  createPaymentHandlers,
  fixtures,
  mockConfirmationNumber,
  MOCK_PAYMENT_FORM_IDS,
  MOCK_PAYMENT_POST_URL,
  paymentMockForm,
  paymentProblemHandlers,
} from '@citytax/api/mocks';
import { DisplayMode, ToastProvider } from '@citytax/ui';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../analytics';
import { session } from '../../state/session';
import { findResult, renderRoute, setupMockServer } from '../account/testServer';
import { confirmationLoader } from './confirmation/confirmationLoader';
import { ConfirmationPage } from './ConfirmationPage';
import { payLoader } from './pay/payLoader';
import { displayModeOf, PayPage } from './PayPage';

const server = setupMockServer();
const ids = MOCK_PAYMENT_FORM_IDS;
const LOAD_FAILED = 'An error occurred loading your payment details, please try again later.';
const START_FAILED = 'An error occurred starting your payment session.';

interface Posted {
  action: string;
  method: string;
  fields: Record<string, FormDataEntryValue>;
}
let posted: Posted[];
let events: Array<[string, unknown]>;

beforeEach(() => {
  session.signIn(fixtures.individualSignIn);
  sessionStorage.clear();
  posted = [];
  events = [];
  setAnalyticsSink((event, params) => events.push([event, params]));
  // jsdom does not navigate: record what the browser would post to the provider.
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push({
      action: this.action,
      method: this.method,
      fields: Object.fromEntries(new FormData(this)),
    });
  });
});
afterEach(() => {
  setAnalyticsSink(() => {});
  vi.restoreAllMocks();
});

function open(formId: number | string) {
  return renderRoute(
    { path: '/form/:formId/pay', loader: payLoader, Component: PayPage },
    `/form/${formId}/pay`,
    [
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/estimates-and-credits', element: <h1>Estimates and Credits</h1> },
      { path: '/form/:formId/confirmation', loader: confirmationLoader, Component: ConfirmationPage },
    ],
  );
}

/** The confirmation page, shown in place of the pay page, with focus on its heading. */
async function expectConfirmation(
  router: ReturnType<typeof open>,
  id: number,
  confirmationNumber = mockConfirmationNumber(id),
) {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Confirmation' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(router.state.location.pathname).toBe(`/form/${id}/confirmation`);
  expect(router.state.historyAction).toBe('REPLACE');
  expect(screen.getByText(confirmationNumber)).toBeVisible();
}

const amountOf = (label: string) => screen.getByText(label).nextElementSibling;
const payButton = () => screen.getByRole('button', { name: 'Pay' });
const historyRows = () =>
  within(screen.getByRole('table', { name: 'Payment history' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('payment page', () => {
  it('shows a spinner and a disabled Pay while loading', async () => {
    server.use(paymentProblemHandlers.infoPending);
    open(ids.unpaid);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    expect(screen.getByText('Loading your payment details')).toBeVisible();
    expect(payButton()).toBeDisabled();
  });

  it('starts one session on a double click and posts the browser to the provider once', async () => {
    const initiated = vi.fn();
    server.use(
      http.post('/api/payments/tax-forms/:id/initiate-payment-session', () => {
        initiated();
      }),
      ...createPaymentHandlers(),
    );
    open(ids.unpaid);
    await screen.findByText('Individual Annual Return');
    expect(amountOf('Amount due')).toHaveTextContent('$125.50');
    await waitFor(() => expect(document.querySelector('[data-result]')).toHaveFocus());

    await userEvent.dblClick(payButton());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(initiated).toHaveBeenCalledOnce();
    expect(posted[0]).toEqual({
      action: MOCK_PAYMENT_POST_URL,
      method: 'post',
      fields: {
        applicationId: 'CITYTAX-EFILE',
        messageVersion: '1.0',
        remittanceId: expect.stringMatching(/^mock-remittance-8101-/),
      },
    });
    expect(payButton()).toBeDisabled();
    expect(screen.getByText('Taking you to the payment provider…')).toBeInTheDocument();
    expect(events).toEqual([['payment_start', { formId: ids.unpaid, taxFormType: 'CityTaxForm' }]]);
    expect(sessionStorage.getItem(`citytax.payment.${ids.unpaid}`)).toBe('started');
    // Nothing else is posted later.
    await new Promise((r) => setTimeout(r, 50));
    expect(posted).toHaveLength(1);
  });

  it('posts once under StrictMode, which runs effects twice in development', async () => {
    server.use(...createPaymentHandlers());
    const router = createMemoryRouter(
      [{ path: '/form/:formId/pay', loader: payLoader, Component: PayPage }],
      {
        initialEntries: [`/form/${ids.unpaid}/pay`],
      },
    );
    render(
      <StrictMode>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </StrictMode>,
    );
    await screen.findByText('$125.50');
    await userEvent.click(payButton());
    await waitFor(() => expect(posted).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(posted).toHaveLength(1);
    expect(events.filter(([event]) => event === 'payment_start')).toHaveLength(1);
  });

  it('turns Pay into a disabled Pay Balance when the session cannot start', async () => {
    server.use(paymentProblemHandlers.startFails, ...createPaymentHandlers());
    open(ids.unpaid);
    await screen.findByText('$125.50');
    await userEvent.click(payButton());
    const message = await findResult('alert', START_FAILED);
    await waitFor(() => expect(message.parentElement).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Pay Balance' })).toBeDisabled();
    expect(posted).toEqual([]);
    expect(events).toEqual([]);
  });

  it('starts afresh when the page is shown again from the back-forward cache', async () => {
    server.use(paymentProblemHandlers.startFails, ...createPaymentHandlers());
    open(ids.unpaid);
    await screen.findByText('$125.50');
    await userEvent.click(payButton());
    expect(await screen.findByRole('button', { name: 'Pay Balance' })).toBeDisabled();
    server.use(...createPaymentHandlers());
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    await waitFor(() => expect(posted).toHaveLength(1));
  });

  it('does not post to anything but a web page', async () => {
    server.use(
      http.post('/api/payments/tax-forms/:id/initiate-payment-session', () =>
        HttpResponse.json({
          applicationId: 'A',
          messageVersion: '1',
          postUrl: 'javascript:alert(1)',
          remittanceId: 'r',
        }),
      ),
      ...createPaymentHandlers(),
    );
    open(ids.unpaid);
    await screen.findByText('$125.50');
    await userEvent.click(payButton());
    await findResult('alert', START_FAILED);
    expect(posted).toEqual([]);
  });

  it('back from the provider with the payment done, counts the completion once and goes on to the confirmation', async () => {
    sessionStorage.setItem(`citytax.payment.${ids.paid}`, 'started');
    server.use(...createFiledFormHandlers());
    const router = open(ids.paid);
    await expectConfirmation(router, ids.paid);
    expect(screen.getByText('$1,244.17', { selector: 'dd' })).toBeVisible();
    expect(events).toEqual([['payment_complete', { formId: ids.paid, taxFormType: 'BillingStatement' }]]);
    expect(sessionStorage.getItem(`citytax.payment.${ids.paid}`)).toBe('completed');

    // The pay page opened again (a reload, a link) shows the paid form and counts nothing more.
    cleanup();
    open(ids.paid);
    await findResult('status', 'This form has been paid. Thank you.');
    expect(events).toHaveLength(1);
  });

  it('shows a paid form’s history and amount applied, and links to its confirmation', async () => {
    server.use(...createFiledFormHandlers());
    open(ids.paid);
    await findResult('status', 'This form has been paid. Thank you.');
    expect(amountOf('Amount applied')).toHaveTextContent('$1,244.17');
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(historyRows()).toEqual([
      ['Nov 20, 2026, 10:04 AM', 'Credit or debit card', '0002', '$1,244.17', 'Failed'],
      ['Nov 20, 2026, 10:06 AM', 'Credit or debit card', '4242', '$1,244.17', 'Succeeded'],
    ]);
    expect(screen.getByRole('link', { name: 'View your confirmation' })).toHaveAttribute(
      'href',
      `/form/${ids.paid}/confirmation`,
    );
    expect(screen.getByRole('link', { name: 'Return to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // Not sent to the provider by this tab: no completion counted, and the page stays.
    expect(events).toEqual([]);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  });

  it('shows a declined attempt with a way to try again', async () => {
    server.use(...createPaymentHandlers());
    open(ids.declined);
    await screen.findByText('Your last payment did not go through');
    expect(historyRows()[0]?.at(-1)).toBe('Failed');
    await userEvent.click(payButton());
    await waitFor(() => expect(posted).toHaveLength(1));
  });

  it.each([
    ['fails', paymentProblemHandlers.infoFails, LOAD_FAILED],
    [
      'is missing (404)',
      paymentProblemHandlers.infoMissing,
      'This tax form cannot be found. This is often caused by deleting the form in another browser tab or window.',
    ],
    [
      'is not the user’s (403)',
      paymentProblemHandlers.infoNotAuthorized,
      'This user is not authorized to file this form for this taxpayer',
    ],
  ])('raises the danger toast and says why when loading %s', async (_, handler, inline) => {
    server.use(handler);
    open(ids.unpaid);
    // Besides the toast, which hides itself, the reason stays on the page and takes focus.
    await waitFor(() => expect(document.querySelector('[data-result]')).toHaveFocus());
    const result = document.querySelector('[data-result] [role="alert"]');
    expect(result).toHaveTextContent(inline);
    const toast = document.querySelector('li[data-kind="danger"]');
    expect(toast).toHaveTextContent(LOAD_FAILED);
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('treats a form id that is not a number as missing, without calling the server', async () => {
    const called = vi.fn();
    server.use(
      http.get('/api/payments/tax-forms/:id', () => {
        called();
      }),
    );
    open('abc');
    await findResult(
      'alert',
      'This tax form cannot be found. This is often caused by deleting the form in another browser tab or window.',
    );
    expect(called).not.toHaveBeenCalled();
  });

  it('files a form that owes nothing without payment and goes on to its confirmation', async () => {
    server.use(...createFiledFormHandlers());
    const router = open(ids.nothingDue);
    await screen.findByText('Nothing is owed on this form. You can file it without a payment.');
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'File without payment' }));
    await expectConfirmation(router, ids.nothingDue);
    expect(screen.getByText('No payment due')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your estimates and credits' })).toBeVisible();
  });

  it('counts a form filed by an earlier try (whose answer was lost) as filed', async () => {
    const filed = makeProblem('tax-form-already-filed');
    server.use(
      http.post(paths.noPayment(5), () =>
        HttpResponse.json(filed, {
          status: filed.status,
          headers: { 'Content-Type': 'application/problem+json' },
        }),
      ),
      // Filed by the earlier try, so it has its confirmation.
      ...confirmationOverrides.noPaymentDue,
      ...createPaymentHandlers([paymentMockForm(5, 'BillingStatement', 0)]),
    );
    const router = open(5);
    await userEvent.click(await screen.findByRole('button', { name: 'File without payment' }));
    await expectConfirmation(router, 5, 'CT-2026-H3RW-5DZA');
  });

  it('keeps File without payment available after a failure', async () => {
    server.use(paymentProblemHandlers.noPaymentFails, ...createPaymentHandlers());
    open(ids.nothingDue);
    await userEvent.click(await screen.findByRole('button', { name: 'File without payment' }));
    await findResult('alert', 'An unexpected error occurred while filing your form. Please try again later.');
    expect(screen.getByRole('button', { name: 'File without payment' })).toBeEnabled();
  });

  it('offers Withdraw for a form awaiting payment; withdrawn, it is a draft again with a way back to the return', async () => {
    const withdrawn: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') withdrawn.push(new URL(request.url).pathname);
    });
    server.use(...createPaymentHandlers());
    open(ids.awaitingPayment);
    expect(await screen.findByText('Awaiting payment')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await findResult(
      'status',
      'Your form was withdrawn and is a draft again. You can change it and submit it again.',
    );
    server.events.removeAllListeners('request:start');
    expect(withdrawn).toEqual([paths.withdrawForm(ids.awaitingPayment)]);
    // Read again: a draft, so no longer awaiting payment, and nothing to withdraw.
    await waitFor(() => expect(screen.queryByText('Awaiting payment')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    // Withdrawn to be changed: only the way back to the form, no Pay and no amount to pay (issue 31).
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Amount due/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to your annual return' })).toHaveAttribute(
      'href',
      '/forms/individual/annual-return',
    );
  });

  it('offers no Withdraw for a draft', async () => {
    server.use(...createPaymentHandlers());
    open(ids.nothingDue);
    await screen.findByText('Nothing is owed on this form. You can file it without a payment.');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('shows the business panel for a business form', async () => {
    session.signIn(fixtures.businessSignIn);
    server.use(...createPaymentHandlers());
    open(ids.declined);
    const panel = await screen.findByRole('region', { name: 'Taxpayer Information' });
    await waitFor(() => expect(panel).toHaveAttribute('data-status', 'loaded'));
    expect(panel.querySelector('[data-field="taxpayerName"]')).not.toBeNull();
    expect(panel.querySelector('[data-field^="spouse"]')).toBeNull();
  });
});

describe('displayModeOf', () => {
  it.each<[TaxFormType | undefined, boolean, DisplayMode]>([
    ['BillingStatement', false, DisplayMode.BillingStatement],
    ['BillingStatement', true, DisplayMode.Business],
    ['ReturnOfIncome', true, DisplayMode.Business],
    ['NetProfitEstimate', true, DisplayMode.Business],
    ['CityTaxForm', false, DisplayMode.CityTaxForm],
    ['IndividualEstimate', false, DisplayMode.Individual],
    [undefined, false, DisplayMode.Individual],
    [undefined, true, DisplayMode.Business],
  ])('%s (business user %s) → mode %s', (type, business, mode) => {
    expect(displayModeOf(type, business)).toBe(mode);
  });
});
