import type { PaymentInfo } from '@citytax/api';
import { mockPaymentAttempt } from '@citytax/api/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentPanel, type PaymentPanelProps } from './PaymentPanel';

const due: PaymentInfo = {
  taxFormType: 'BillingStatement',
  amount: 1244.17,
  paymentStatus: 'Unpaid',
  formStatus: 'Draft',
  paymentHistory: [],
};
const awaiting: PaymentInfo = { ...due, formStatus: 'AwaitingPayment' };
const WITHDRAW_HINT =
  'Withdraw returns this form to a draft so you can change it. The payment you started is cancelled.';

function panel(props: Partial<PaymentPanelProps> = {}) {
  const onPay = vi.fn();
  const onNoPayment = vi.fn();
  const view = render(
    <PaymentPanel info={due} loading={false} onPay={onPay} onNoPayment={onNoPayment} {...props} />,
  );
  return { ...view, onPay, onNoPayment };
}

const pay = (name = 'Pay') => screen.getByRole('button', { name });
const table = () => screen.getByRole('table', { name: 'Payment history' });
const bodyRows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('PaymentPanel', () => {
  it('shows a spinner and a disabled Pay while loading', () => {
    panel({ info: undefined, loading: true });
    expect(screen.getByText('Loading your payment details')).toBeInTheDocument();
    expect(pay()).toBeDisabled();
    expect(screen.queryByText('Amount due')).not.toBeInTheDocument();
  });

  it('shows the amount due and Pay, and moves focus to the result', async () => {
    const { onPay, container } = panel();
    expect(screen.getByText('Amount due').nextElementSibling).toHaveTextContent('$1,244.17');
    expect(screen.getByText('Tax, Penalty and Interest Billing Statement')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('[data-result]')).toHaveFocus());
    await userEvent.click(pay());
    expect(onPay).toHaveBeenCalledOnce();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([
    ['starting', { starting: true }, 'Starting your payment session…'],
    ['started', { started: true }, 'Taking you to the payment provider…'],
  ])('keeps Pay disabled while %s and says so', async (_, props, text) => {
    const { onPay } = panel(props);
    expect(pay()).toBeDisabled();
    expect(screen.getByText(text)).toHaveAttribute('role', 'status');
    await userEvent.click(pay());
    expect(onPay).not.toHaveBeenCalled();
  });

  it('turns Pay into a disabled Pay Balance after a start failure and focuses the message', async () => {
    panel({ startFailed: true });
    expect(pay('Pay Balance')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('An error occurred starting your payment session.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  });

  it('shows a paid form’s amount applied and its history, without Pay', () => {
    panel({
      info: {
        taxFormType: 'CityTaxForm',
        amount: 125.5,
        paymentStatus: 'Completed',
        formStatus: 'Filed',
        paymentHistory: [
          mockPaymentAttempt('Failed', 125.5, '0002', '2026-11-20T15:04:00.000Z'),
          mockPaymentAttempt('Succeeded', 125.5, '4242', '2026-11-20T15:06:00.000Z'),
        ],
      },
    });
    expect(screen.getByText('This form has been paid. Thank you.')).toBeInTheDocument();
    // Paid on the day of the successful attempt, nothing left to pay.
    expect(screen.getByText('Paid $125.50 on November 20, 2026, balance $0.00')).toBeInTheDocument();
    expect(screen.getByText('Amount applied').nextElementSibling).toHaveTextContent('$125.50');
    expect(screen.queryByText('Amount due')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Payment Date', 'Payment type', 'Card or account ending', 'Amount', 'Status']);
    // Dates in the authority's time zone (America/New_York).
    expect(bodyRows()).toEqual([
      ['Nov 20, 2026, 10:04 AM', 'Credit or debit card', '0002', '$125.50', 'Failed'],
      ['Nov 20, 2026, 10:06 AM', 'Credit or debit card', '4242', '$125.50', 'Succeeded'],
    ]);
  });

  it('shows a failed attempt with a way to try again', async () => {
    const { onPay } = panel({
      info: {
        ...due,
        paymentStatus: 'Error',
        paymentHistory: [mockPaymentAttempt('Failed', 1244.17, '0002', '2026-11-20T15:04:00.000Z')],
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your last payment did not go throughNo money was taken. You can try again with the same or another card.',
    );
    expect(bodyRows()[0]?.at(-1)).toBe('Failed');
    await userEvent.click(pay());
    expect(onPay).toHaveBeenCalledOnce();
  });

  it('names each row’s date when the titles differ, and a missing card as none', () => {
    panel({
      info: {
        ...due,
        paymentHistory: [
          {
            ...mockPaymentAttempt('Failed', 5, '0002', '2026-11-20T15:04:00.000Z'),
            paymentDateTitle: 'Attempted',
          },
          {
            ...mockPaymentAttempt('Succeeded', 5, '', '2026-11-20T15:06:00.000Z'),
            paymentType: 'PersonalCheck',
            partialCcNumber: null,
            partialAccountNumber: null,
          },
        ],
      },
    });
    expect(within(table()).getAllByRole('columnheader')[0]).toHaveTextContent('Date');
    expect(bodyRows()).toEqual([
      ['Attempted: Nov 20, 2026, 10:04 AM', 'Credit or debit card', '0002', '$5.00', 'Failed'],
      ['Payment Date: Nov 20, 2026, 10:06 AM', 'Personal check', '—None', '$5.00', 'Succeeded'],
    ]);
  });

  it('offers filing without payment when nothing is owed, then shows it filed', async () => {
    const info = { ...due, amount: 0 };
    const { onNoPayment, rerender } = panel({ info });
    expect(
      screen.getByText('Nothing is owed on this form. You can file it without a payment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'File without payment' }));
    expect(onNoPayment).toHaveBeenCalledOnce();

    rerender(<PaymentPanel info={info} loading={false} onPay={vi.fn()} onNoPayment={onNoPayment} filing />);
    expect(screen.getByRole('button', { name: /File without payment/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    rerender(
      <PaymentPanel
        info={info}
        loading={false}
        onPay={vi.fn()}
        onNoPayment={onNoPayment}
        noPaymentError="Something went wrong."
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());

    rerender(<PaymentPanel info={info} loading={false} onPay={vi.fn()} onNoPayment={onNoPayment} filed />);
    expect(
      screen.getByText('Your form has been filed. No payment was needed because nothing is owed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a session started earlier is not finished', () => {
    panel({ info: { ...due, paymentStatus: 'InProgress' } });
    expect(screen.getByText('Payment not finished')).toBeInTheDocument();
    expect(pay()).toBeEnabled();
  });

  it('shows the load error and no Pay', async () => {
    const { container } = panel({ info: undefined, loadError: 'This tax form cannot be found.' });
    expect(screen.getByRole('alert')).toHaveTextContent('This tax form cannot be found.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('[data-result]')).toHaveFocus());
  });

  describe('a form awaiting payment', () => {
    const withdrawButton = () => screen.getByRole('button', { name: /^Withdraw/ });

    it('says it awaits payment, shows the fixed amount and Pay, and withdraws on request', async () => {
      const onWithdraw = vi.fn();
      const { onPay } = panel({ info: awaiting, onWithdraw });
      expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Awaiting payment');
      expect(screen.getByText('Amount due').nextElementSibling).toHaveTextContent('$1,244.17');
      expect(pay()).toBeEnabled();
      expect(withdrawButton()).toHaveAccessibleName('Withdraw');
      expect(withdrawButton()).toHaveAccessibleDescription(WITHDRAW_HINT);
      await userEvent.click(withdrawButton());
      expect(onWithdraw).toHaveBeenCalledOnce();
      expect(onPay).not.toHaveBeenCalled();
    });

    it('offers no Withdraw when the page gives no way to withdraw', () => {
      panel({ info: awaiting });
      expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Withdraw/ })).not.toBeInTheDocument();
      expect(screen.queryByText(WITHDRAW_HINT)).not.toBeInTheDocument();
    });

    it.each([
      ['a draft', { info: due }],
      ['a paid form', { info: { ...awaiting, paymentStatus: 'Completed' as const } }],
      ['a form filed without payment', { info: { ...due, amount: 0, formStatus: 'Filed' as const } }],
    ])('neither shows the status nor offers Withdraw for %s', (_, props) => {
      panel({ ...props, onWithdraw: vi.fn() });
      expect(screen.queryByText('Awaiting payment')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Withdraw/ })).not.toBeInTheDocument();
    });

    it('keeps Pay disabled and ignores a second Withdraw while withdrawing', async () => {
      const onWithdraw = vi.fn();
      const { onPay } = panel({ info: awaiting, onWithdraw, withdrawing: true });
      expect(withdrawButton()).toHaveAttribute('aria-disabled', 'true');
      expect(within(withdrawButton()).getByRole('status')).toHaveTextContent('Withdrawing your form');
      expect(pay()).toBeDisabled();
      await userEvent.click(withdrawButton());
      await userEvent.click(pay());
      expect(onWithdraw).not.toHaveBeenCalled();
      expect(onPay).not.toHaveBeenCalled();
    });

    it('disables Withdraw while a payment session is starting', () => {
      panel({ info: awaiting, onWithdraw: vi.fn(), starting: true });
      expect(withdrawButton()).toBeDisabled();
    });

    it('shows why withdrawing failed, focuses it, and lets the user try again', async () => {
      const onWithdraw = vi.fn();
      panel({ info: awaiting, onWithdraw, withdrawError: 'The form could not be withdrawn.' });
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('The form could not be withdrawn.');
      await waitFor(() => expect(alert.parentElement).toHaveFocus());
      await userEvent.click(withdrawButton());
      expect(onWithdraw).toHaveBeenCalledOnce();
    });
  });

  it('shows a form filed earlier without payment as filed, with nothing to press', () => {
    panel({ info: { ...due, amount: 0, formStatus: 'Filed' } });
    expect(
      screen.getByText('Your form has been filed. No payment was needed because nothing is owed.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Filed, no payment due')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the ways on it is given under a paid or filed form’s status, and none for a form due', () => {
    const link = <a href="/form/1/confirmation">View your confirmation</a>;
    const { rerender } = panel({ info: { ...due, amount: 0, formStatus: 'Filed' }, filedActions: link });
    expect(screen.getByRole('link', { name: 'View your confirmation' })).toBeInTheDocument();
    rerender(
      <PaymentPanel info={due} loading={false} onPay={vi.fn()} onNoPayment={vi.fn()} filedActions={link} />,
    );
    expect(screen.queryByRole('link', { name: 'View your confirmation' })).not.toBeInTheDocument();
  });
});
