import { paths } from '@citytax/api';
import {
  billingStatementProblemHandlers,
  confirmationOverrides,
  createBillingStatementHandlers,
  fixtures,
} from '@citytax/api/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../analytics';
import { session } from '../../state/session';
import { renderRoute, setupMockServer } from '../account/testServer';
import { BillingStatementPage } from './BillingStatementPage';

const server = setupMockServer();
afterEach(() => setAnalyticsSink(() => {}));

const PATH = '/forms/individual/tax-penalty-interest';
const PROCEED = "I'm finished - Proceed to Next Step";

function open() {
  return renderRoute({ path: PATH, Component: BillingStatementPage }, PATH, [
    { path: '/form/:formId/pay', element: <h1>Pay</h1> },
  ]);
}

/** Individual, tax year 2022, $1,000.00 due and filed April 18, 2023, paid on `paid`. */
async function fill(user: ReturnType<typeof userEvent.setup>, unpaid = '1000', paid = '2024-05-20') {
  await user.click(await screen.findByRole('radio', { name: 'Individual' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Tax year' }), '2022');
  await user.type(screen.getByRole('textbox', { name: 'Unpaid tax' }), unpaid);
  fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2023-04-18' } });
  fireEvent.change(screen.getByLabelText('Date filed'), { target: { value: '2023-04-18' } });
  fireEvent.change(screen.getByLabelText('Payment date'), { target: { value: paid } });
}

const statement = () => screen.getByRole('region', { name: 'Tax, penalty and interest' });

describe('billing statement page', () => {
  it('shows a business no spouse rows in the taxpayer panel (issue 31, finding 20)', async () => {
    session.signIn(fixtures.businessSignIn);
    try {
      open();
      const panel = await screen.findByRole('region', { name: 'Taxpayer Information' });
      await waitFor(() => expect(panel).toHaveAttribute('data-status', 'loaded'));
      expect(panel.querySelector('[data-field^="spouse"]')).toBeNull();
    } finally {
      session.signIn(fixtures.individualSignIn);
    }
  });

  it('shows an individual the spouse rows', async () => {
    session.signIn(fixtures.individualSignIn);
    open();
    const panel = await screen.findByRole('region', { name: 'Taxpayer Information' });
    await waitFor(() => expect(panel).toHaveAttribute('data-status', 'loaded'));
    expect(panel.querySelector('[data-field^="spouse"]')).not.toBeNull();
  });

  it('calculates on the server, then stores once after the print reminder and goes to payment', async () => {
    const user = userEvent.setup();
    const stored: Array<string | null> = [];
    server.use(
      // Sees each store call, then lets the stateful handler answer it.
      http.post(paths.billingStatement, ({ request }) => {
        stored.push(request.headers.get('Idempotency-Key'));
      }),
      ...createBillingStatementHandlers(),
    );
    const router = open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tax, Penalty and Interest Billing Statement' }),
    ).toBeVisible();
    await fill(user);
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await within(statement()).findByText(
        'Calculated by the tax office. These are the amounts you will be billed.',
      ),
    ).toBeVisible();
    expect(within(statement()).getByText('Total due').closest('tr')).toHaveTextContent('$1,244.17');

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: "Don't Forget to Print Your Tax, Penalty and Interest Billing Statement",
    });
    await user.click(within(dialog).getByRole('button', { name: PROCEED }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/form\/\d+\/pay$/));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('returns to the form to print: nothing is stored, focus goes back, printing fires the print event', async () => {
    const user = userEvent.setup();
    const sink = vi.fn();
    setAnalyticsSink(sink);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const stored = vi.fn();
    server.use(
      http.post(paths.billingStatement, () => {
        stored();
      }),
      ...createBillingStatementHandlers(),
    );
    open();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await within(statement()).findByText(/Calculated by the tax office/);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'I want to print - Return to Form' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue to payment' })).toHaveFocus());
    expect(stored).not.toHaveBeenCalled();
    await user.tab();
    const printButton = screen.getByRole('button', { name: 'Print this form' });
    expect(printButton).toHaveFocus();
    await user.click(printButton);
    expect(print).toHaveBeenCalledOnce();
    expect(sink).toHaveBeenCalledWith('print', { form: 'billing-statement' });
    print.mockRestore();
  });

  it('files a statement with nothing due without payment and focuses the message', async () => {
    const user = userEvent.setup();
    server.use(...confirmationOverrides.noPaymentDue, ...createBillingStatementHandlers());
    const router = open();
    await fill(user, '0', '2023-04-18');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByText('Nothing is due. You can file the statement without a payment.');
    await user.click(screen.getByRole('button', { name: 'File statement' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: PROCEED }));
    const message = await screen.findByText(
      'Your 2022 billing statement has been filed. No payment was made because nothing is due.',
    );
    await waitFor(() => expect(message.closest('[data-result]')).toHaveFocus());
    expect(screen.getByRole('table', { name: 'Tax, penalty and interest for tax year 2022' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Calculate' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    // Reads as filed: no payment due, its confirmation number, a way to the confirmation.
    expect(screen.getByText('Filed, no payment due')).toBeVisible();
    expect(await screen.findByText('CT-2026-H3RW-5DZA')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your confirmation' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/form\/\d+\/confirmation$/),
    );
  });

  it("shows the server's own missing-tax-rate text, naming the year, never the city tax form's", async () => {
    const user = userEvent.setup();
    server.use(billingStatementProblemHandlers.calculateMissingRate);
    open();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByText(
        'No interest rate is known for 2015, so the interest cannot be worked out. Check the due date and the payment date; if they are right, contact the tax office.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/selected cities/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });

  it('keeps the values when storing fails', async () => {
    const user = userEvent.setup();
    server.use(billingStatementProblemHandlers.saveFails, ...createBillingStatementHandlers());
    const router = open();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await within(statement()).findByText(/Calculated by the tax office/);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: PROCEED }));
    expect(
      await screen.findByText('An unexpected error occurred while saving your form. Please try again later.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.getByRole('textbox', { name: 'Unpaid tax' })).toHaveValue('$ 1,000.00');
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    server.use(...createBillingStatementHandlers());
    const router = renderRoute({ path: PATH, Component: BillingStatementPage }, PATH, [
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Unpaid tax' }), '250');
    void router.navigate('/dashboard');
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(PATH);
    expect((screen.getByRole('textbox', { name: 'Unpaid tax' }) as HTMLInputElement).value).toMatch(
      /^\$ 250/,
    );
  });

  it('offers a saved draft back', async () => {
    server.use(
      ...createBillingStatementHandlers(),
      http.get('/api/drafts/:key', ({ params }) =>
        HttpResponse.json({
          draft:
            params.key === 'billing-statement'
              ? {
                  key: 'billing-statement',
                  data: {
                    taxType: 'withholding',
                    taxYear: 2024,
                    unpaidTax: 100,
                    dueDate: '2024-04-30',
                    filedDate: '2024-05-01',
                    paymentDate: '2024-05-01',
                  },
                  updatedAt: '2026-11-20T12:00:00Z',
                }
              : null,
        }),
      ),
    );
    open();
    expect(await screen.findByText('We restored the changes you had not saved yet.')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Withholding' })).toBeChecked();
    // A draft saved before the late-filing question restores with its default, No: the first late
    // filing's $25.00 is abated ($100.00 + $50.00 + $0.83).
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(statement()).getByText('Total due').closest('tr')).toHaveTextContent('$150.83');
  });
});
