import { paths } from '@citytax/api';
import {
  confirmationOverrides,
  createEstimateHandlers,
  createNetProfitEstimateHandlers,
  estimateErrorHandlers,
  fixtures,
  netProfitEstimateErrorHandlers,
} from '@citytax/api/mocks';
import { parseIsoDate, todayIn } from '@citytax/tax-rules';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../analytics';
import { session } from '../../state/session';
import { findResult, renderRoute, setupMockServer } from '../account/testServer';
import { netProfitEstimateLoader } from './estimate/estimateLoader';
import { NetProfitEstimatePage } from './NetProfitEstimatePage';

const server = setupMockServer();
const PATH = '/forms/business/net-profit-estimate';
const YEAR = parseIsoDate(todayIn()).y;
const SUBMIT = 'Submit estimate';
const PRINT_TITLE = "Don't Forget to Print Your Net Profit Estimate";
const PROCEED = "I'm finished - Proceed to Next Step";
const RETURN = 'I want to print - Return to Form';
const FILED = `Your ${YEAR} net profit estimate has been filed. No payment was made because the payment amount was $0.00.`;

beforeEach(() => {
  server.use(...createNetProfitEstimateHandlers(), ...createEstimateHandlers());
  session.signIn(fixtures.businessSignIn);
});
afterEach(() => setAnalyticsSink(() => {}));

function open() {
  return renderRoute(
    { path: PATH, loader: netProfitEstimateLoader, Component: NetProfitEstimatePage },
    PATH,
    [
      { path: '/form/:formId/pay', element: <h1>Pay</h1> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });

/** CLE 2.5% × $200,000.00 × 62.5% − $125.00 = $3,000.00, and a chosen payment. */
async function fillCle(payment: string) {
  await userEvent.click(await screen.findByRole('radio', { name: 'Cleveland' }));
  await userEvent.type(field('Estimated net profit (or loss)'), '200000');
  await userEvent.type(field('Apportionment percentage'), '62.5');
  await userEvent.type(field('Estimated credits'), '125');
  await userEvent.clear(field('Payment amount'));
  await userEvent.type(field('Payment amount'), payment);
}

async function submitAndProceed() {
  await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
  const dialog = await screen.findByRole('alertdialog', { name: PRINT_TITLE });
  await userEvent.click(within(dialog).getByRole('button', { name: PROCEED }));
}

describe('net profit estimate page', () => {
  it('shows the business panel, a spinner while loading, then the form for the current year', async () => {
    server.use(estimateErrorHandlers.estimateCreditsPending);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Net Profit Estimate' })).toBeVisible();
    expect(screen.getByText('Loading your estimate')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Taxpayer Information' })).toBeInTheDocument();
    expect(await screen.findByText('Lakeshore Bakery LLC')).toBeInTheDocument();
  });

  it('says when the details cannot be loaded, and tries again', async () => {
    let calls = 0;
    server.use(
      http.get(paths.estimateCredits, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.text('Bad gateway', { status: 502 }) : undefined;
      }),
    );
    open();
    expect(
      await findResult('alert', 'An error occurred loading your estimate details. Please try again later.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radiogroup', { name: 'Business city' })).toBeInTheDocument();
  });

  it('previews the hand-computed case, reminds to print, posts with a key and goes to pay', async () => {
    const requests: { key: string | null; body: unknown }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === paths.netProfitEstimate) {
        requests.push({ key: request.headers.get('Idempotency-Key'), body: await request.clone().json() });
      }
    });
    const router = open();
    await fillCle('50');
    const preview = screen.getByRole('region', { name: `Your ${YEAR} net profit estimate` });
    expect(within(preview).getByRole('row', { name: 'Tax before credits $3,125.00' })).toBeVisible();
    expect(within(preview).getByRole('row', { name: 'Estimated tax $3,000.00' })).toBeVisible();
    expect(
      within(preview).getByRole('table', { name: `Installment schedule for tax year ${YEAR}` }),
    ).toHaveTextContent(`December 15, ${YEAR}`);

    await submitAndProceed();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/9501/pay'));
    server.events.removeAllListeners();
    expect(requests).toEqual([
      {
        key: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
        body: {
          taxYear: YEAR,
          businessCity: 'CLE',
          estimatedNetProfit: 200_000,
          apportionmentPercent: 62.5,
          estimatedCredits: 125,
          priorYearTax: null,
          paymentAmount: 50,
        },
      },
    ]);
  });

  it('returns to the form to print: nothing is posted, focus on Print, which prints', async () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const post = vi.fn();
    server.use(http.post(paths.netProfitEstimate, () => void post()));
    open();
    await fillCle('50');
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    const dialog = await screen.findByRole('alertdialog', { name: PRINT_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: RETURN }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const printButton = screen.getByRole('button', { name: 'Print this form' });
    await waitFor(() => expect(printButton).toHaveFocus());
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(printButton);
    expect(print).toHaveBeenCalledOnce();
    expect(sink).toHaveBeenCalledWith('print', { form: 'net-profit-estimate' });
    print.mockRestore();
  });

  it('files an estimate of $0.00 without payment and focuses the success message', async () => {
    const noPayment = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === paths.noPayment(9501)) noPayment();
    });
    server.use(...confirmationOverrides.noPaymentDue);
    open();
    await fillCle('0');
    await submitAndProceed();
    const status = await findResult('status', FILED);
    await waitFor(() => expect(status.closest('[data-result]')).toHaveFocus());
    server.events.removeAllListeners();
    expect(noPayment).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: SUBMIT })).toBeNull();
    // Reads as filed: no payment due, its confirmation number, a way to the confirmation.
    expect(screen.getByText('Filed, no payment due')).toBeVisible();
    expect(await screen.findByText('CT-2026-H3RW-5DZA')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your confirmation' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/form\/\d+\/confirmation$/),
    );
    expect(screen.getByRole('link', { name: 'View your estimates and credits' })).toHaveAttribute(
      'href',
      '/estimates-and-credits',
    );
  });

  it('files an expected net loss with its minus sign: $0.00 of tax, filed without payment, as the server says', async () => {
    const requests: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === paths.netProfitEstimate) {
        requests.push(await request.clone().json());
      }
    });
    server.use(...confirmationOverrides.noPaymentDue);
    open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Cleveland' }));
    await userEvent.type(field('Estimated net profit (or loss)'), '-250000');
    await userEvent.type(field('Apportionment percentage'), '100');
    await userEvent.type(field('Estimated credits'), '0');
    expect(field('Estimated net profit (or loss)')).toHaveValue('-$ 250,000.00');
    const preview = screen.getByRole('region', { name: `Your ${YEAR} net profit estimate` });
    expect(
      within(preview).getByRole('row', { name: 'Estimated net profit (or loss) -$250,000.00' }),
    ).toBeVisible();
    expect(within(preview).getByRole('row', { name: 'Estimated tax $0.00' })).toBeVisible();
    expect(
      within(preview).getByText(
        'Estimated payments are not required because you expect a net loss, so no estimated tax is due. You may still make a payment.',
      ),
    ).toBeVisible();
    expect(field('Payment amount')).toHaveValue('$ 0.00');

    await submitAndProceed();
    expect(await findResult('status', FILED)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your estimated tax is $0.00: estimated payments are not required because you expect a net loss.',
      ),
    ).toBeVisible();
    server.events.removeAllListeners();
    expect(requests).toEqual([
      expect.objectContaining({ estimatedNetProfit: -250_000, apportionmentPercent: 100, paymentAmount: 0 }),
    ]);
  });

  it.each([
    [
      'not authorized',
      netProfitEstimateErrorHandlers.notAuthorized,
      'This user is not authorized to file this form for this taxpayer',
    ],
    [
      'a missing rate',
      netProfitEstimateErrorHandlers.missingRate,
      "An error occurred calculating taxes for your selected cities. Please contact the provider's support.",
    ],
    [
      'a server failure',
      netProfitEstimateErrorHandlers.fails,
      'An unexpected error occurred while saving your form. Please try again later.',
    ],
  ])('shows %s and keeps the form', async (_name, handler, message) => {
    server.use(handler);
    open();
    await fillCle('50');
    await submitAndProceed();
    expect(await findResult('alert', message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SUBMIT })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('radio', { name: 'Cleveland' })).toBeChecked();
  });

  it('keeps one Idempotency-Key for the visit, also when values change before a retry; a new visit gets a new one', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(paths.netProfitEstimate, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length <= 2 ? HttpResponse.text('Bad gateway', { status: 502 }) : undefined;
      }),
    );
    const router = open();
    await fillCle('50');
    await submitAndProceed();
    await findResult('alert', 'An unexpected error occurred while saving your form. Please try again later.');
    await submitAndProceed();
    await waitFor(() => expect(keys).toHaveLength(2));
    // A lost answer may have stored the first try: changed values still belong to that submission.
    await userEvent.clear(field('Payment amount'));
    await userEvent.type(field('Payment amount'), '60');
    await submitAndProceed();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/form\/\d+\/pay$/));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);

    // Opening the form again is a new visit.
    cleanup();
    open();
    await fillCle('50');
    await submitAndProceed();
    await waitFor(() => expect(keys).toHaveLength(4));
    expect(keys[3]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('restores a draft and warns before leaving with unsaved changes', async () => {
    server.use(
      http.get(paths.draft('net-profit-estimate'), () =>
        HttpResponse.json({
          draft: {
            key: 'net-profit-estimate',
            data: {
              taxYear: YEAR,
              businessCity: 'GTN',
              estimatedNetProfit: 80_000,
              apportionmentPercent: 75,
              estimatedCredits: 300,
              priorYearTax: null,
              paymentAmount: 0,
            },
            updatedAt: new Date().toISOString(),
          },
        }),
      ),
    );
    const router = open();
    expect(await screen.findByText('We restored the changes you had not saved yet.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Germantown' })).toBeChecked();
    expect(field('Apportionment percentage')).toHaveValue('75.00 %');
    // 1.5% × $80,000.00 × 75% = $900.00 − $300.00.
    expect(screen.getByRole('row', { name: 'Estimated tax $600.00' })).toBeInTheDocument();
    await router.navigate('/dashboard');
    expect(await screen.findByRole('alertdialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe(PATH);
  });
});
