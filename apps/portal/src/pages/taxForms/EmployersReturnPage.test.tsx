import { paths, type ReturnOfIncomeRequest } from '@citytax/api';
import {
  confirmationOverrides,
  createReturnOfIncomeHandlers,
  mockReturnOfIncome,
  returnOfIncomeProblemHandlers,
} from '@citytax/api/mocks';
import { parseIsoDate, todayIn } from '@citytax/tax-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../analytics';
import { renderRoute, setupMockServer } from '../account/testServer';
import { EmployersReturnPage } from './EmployersReturnPage';
import { employersReturnLoader } from './employersReturnLoader';

const server = setupMockServer();
afterEach(() => setAnalyticsSink(() => {}));

const PATH = '/forms/individual/employers-return-of-income';
/** Last year: its first quarter has ended (and is late) whatever the real date. */
const LAST_YEAR = parseIsoDate(todayIn()).y - 1;
const PROCEED = "I'm finished - Proceed to Next Step";
const REMINDER = "Don't Forget to Print Your Employer's Return of Income Tax Withheld";

function open() {
  return renderRoute({ path: PATH, loader: employersReturnLoader, Component: EmployersReturnPage }, PATH, [
    { path: '/form/:formId/pay', element: <h1>Pay</h1> },
  ]);
}

async function fillFirstQuarter(credit?: string) {
  await userEvent.click(await screen.findByRole('radio', { name: 'Quarterly' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tax year' }), String(LAST_YEAR));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Quarter' }), 'Q1 (January – March)');
  await userEvent.type(screen.getByRole('textbox', { name: 'Number of employees' }), '6');
  await userEvent.type(screen.getByRole('textbox', { name: 'Total wages paid' }), '48000');
  await userEvent.type(screen.getByRole('textbox', { name: 'City income tax withheld' }), '1200');
  if (credit) {
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Prior overpayment credit (optional)' }),
      credit,
    );
  }
}

async function fileThroughReminder() {
  await userEvent.click(screen.getByRole('button', { name: 'File return' }));
  const dialog = await screen.findByRole('alertdialog', { name: REMINDER });
  await userEvent.click(within(dialog).getByRole('button', { name: PROCEED }));
}

/** The Idempotency-Key of every POST /api/return-of-income of the test. */
function recordKeys() {
  const keys: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === paths.returnOfIncome) {
      keys.push(request.headers.get('Idempotency-Key'));
    }
  });
  return keys;
}

describe('employer’s return page', () => {
  it('shows the late return’s penalty, asks to print, then goes to payment', async () => {
    server.use(...createReturnOfIncomeHandlers());
    const router = open();
    expect(
      await screen.findByRole('heading', { level: 1, name: "Employer's Return of Income Tax Withheld" }),
    ).toBeVisible();
    await fillFirstQuarter();
    const region = screen.getByRole('region', { name: 'Your return' });
    expect(within(region).getByRole('row', { name: /Late-payment penalty/ })).toHaveTextContent('$600.00');
    // A first late filing: the $25.00 is abated (the server's history says none was late before).
    expect(within(region).getByRole('row', { name: /Late-filing penalty/ })).toHaveTextContent(
      '$25.00 abated: first late filing',
    );
    expect(within(region).getByRole('row', { name: /Late-filing penalty/ })).toHaveTextContent('$0.00');
    await fileThroughReminder();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/8101/pay'));
  });

  it("uses the server's today and history: a taxpayer who filed late before pays the $25.00", async () => {
    server.use(...createReturnOfIncomeHandlers({ today: `${LAST_YEAR + 1}-02-10`, priorLateFiling: true }));
    open();
    await fillFirstQuarter();
    const region = screen.getByRole('region', { name: 'Your return' });
    expect(within(region).getByRole('row', { name: /Late-filing penalty/ })).toHaveTextContent('$25.00');
    expect(within(region).getByRole('row', { name: /Late-filing penalty/ })).not.toHaveTextContent(/abated/);
    expect(
      within(region).getByText(new RegExp(`filed and paid today, February 10, ${LAST_YEAR + 1}\\.`)),
    ).toBeVisible();
  });

  it('says when the context cannot be read, and reads it again on Try again', async () => {
    server.use(returnOfIncomeProblemHandlers.contextFails, ...createReturnOfIncomeHandlers());
    open();
    expect(
      await screen.findByText('An error occurred loading your return. Please try again later.'),
    ).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Quarterly' })).toBeNull();
    server.use(...createReturnOfIncomeHandlers());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Quarterly' })).toBeVisible();
  });

  it('keeps one Idempotency-Key for the visit: a retry after a failure reuses it', async () => {
    const keys = recordKeys();
    server.use(...createReturnOfIncomeHandlers());
    server.use(http.post(paths.returnOfIncome, () => HttpResponse.error(), { once: true }));
    const router = open();
    await fillFirstQuarter();
    await fileThroughReminder();
    expect(
      await screen.findByText('An unexpected error occurred while saving your form. Please try again later.'),
    ).toBeVisible();
    await fileThroughReminder();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/8101/pay'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
    server.events.removeAllListeners('request:start');
  });

  it('shows a second return of the same period clearly, in focus', async () => {
    server.use(...createReturnOfIncomeHandlers({ filed: [`${LAST_YEAR}-quarterly-1`] }));
    const router = open();
    await fillFirstQuarter();
    await fileThroughReminder();
    const message = await screen.findByText(
      'A return for this period has already been filed. Each month or quarter is filed once. Check the tax year, frequency and period you chose.',
    );
    expect(message.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('files a return with nothing due without payment and says so, in focus', async () => {
    let filedId: number | null = null;
    server.use(
      ...confirmationOverrides.noPaymentDue,
      // Filed on time (the day after the quarter ends), with a credit covering the tax.
      http.post(paths.returnOfIncome, async ({ request }) =>
        HttpResponse.json(
          mockReturnOfIncome(8300, (await request.json()) as ReturnOfIncomeRequest, `${LAST_YEAR}-04-01`),
        ),
      ),
      http.post('/api/payments/tax-forms/:id/no-payment', ({ params }) => {
        filedId = Number(params.id);
        return HttpResponse.json({ id: filedId, status: 'Filed', filedAt: new Date().toISOString() });
      }),
    );
    open();
    await fillFirstQuarter('1500');
    await fileThroughReminder();
    const success = await screen.findByText(
      `Your employer's return for Q1 ${LAST_YEAR} (January – March) has been filed. No payment was made because nothing is due.`,
    );
    await waitFor(() => expect(success.closest('[data-result]')).toHaveFocus());
    expect(filedId).toBe(8300);
    const filed = screen.getByRole('region', {
      name: `The return you filed: Q1 ${LAST_YEAR} (January – March)`,
    });
    expect(within(filed).getByText('Amount due', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '$0.00',
    );
    expect(screen.queryByRole('button', { name: 'File return' })).not.toBeInTheDocument();
    // Reads as filed: no payment due, its confirmation number, a way to the confirmation.
    expect(screen.getByText('Filed, no payment due')).toBeVisible();
    expect(await screen.findByText('CT-2026-H3RW-5DZA')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your confirmation' })).toHaveAttribute(
      'href',
      '/form/8300/confirmation',
    );
  });

  it('prints on request: the reminder returns to the Print button; printing fires the print event', async () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    server.use(...createReturnOfIncomeHandlers());
    open();
    await fillFirstQuarter();
    await userEvent.click(screen.getByRole('button', { name: 'File return' }));
    const dialog = await screen.findByRole('alertdialog', { name: REMINDER });
    await userEvent.click(within(dialog).getByRole('button', { name: 'I want to print - Return to Form' }));
    const printButton = screen.getByRole('button', { name: 'Print this form' });
    await waitFor(() => expect(printButton).toHaveFocus());
    await userEvent.click(printButton);
    expect(print).toHaveBeenCalledOnce();
    expect(sink).toHaveBeenCalledWith('print', { form: 'employers-return' });
    print.mockRestore();
  });

  it('shows a server refusal with its message', async () => {
    server.use(returnOfIncomeProblemHandlers.notAuthorized);
    open();
    await fillFirstQuarter();
    await fileThroughReminder();
    expect(
      await screen.findByText('This user is not authorized to file this form for this taxpayer'),
    ).toBeVisible();
  });

  it('starts from a saved draft and says so', async () => {
    server.use(
      http.get('/api/drafts/:key', ({ params }) =>
        HttpResponse.json({
          draft:
            params.key === 'employers-return'
              ? {
                  key: 'employers-return',
                  data: {
                    frequency: 'monthly',
                    taxYear: LAST_YEAR,
                    period: 3,
                    employeeCount: '4',
                    totalWages: 12_000,
                    taxWithheld: 300,
                    priorCredit: null,
                  },
                  updatedAt: new Date().toISOString(),
                }
              : null,
        }),
      ),
    );
    open();
    expect(await screen.findByText('We restored the changes you had not saved yet.')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'City income tax withheld' })).toHaveValue('$ 300.00');
  });
});
