import {
  createPaymentHandlers,
  MOCK_PAYMENT_FORM_IDS,
  MOCK_PAYMENT_POST_URL,
  mockPaymentAttempt,
  paymentProblemHandlers,
} from '@citytax/api/mocks';
import { problemWords, type PaymentInfo } from '@citytax/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { filedStatusMessages } from '../form-kit/filedStatus.en';
import { holding, inLanguage, startingWith } from '../form-kit/storyHelpers';
import { paymentMessages as m } from './messages.en';
import { PaymentPanel } from './PaymentPanel';
import { PaymentStoryHarness } from './PaymentStoryHarness';

const { history } = m;

const due: PaymentInfo = {
  taxFormType: 'CityTaxForm',
  amount: 125.5,
  paymentStatus: 'Unpaid',
  formStatus: 'Draft',
  paymentHistory: [],
};

const paid: PaymentInfo = {
  taxFormType: 'BillingStatement',
  amount: 1244.17,
  paymentStatus: 'Completed',
  formStatus: 'Filed',
  paymentHistory: [
    mockPaymentAttempt('Failed', 1244.17, '0002', '2026-11-20T15:04:00.000Z'),
    mockPaymentAttempt('Succeeded', 1244.17, '4242', '2026-11-20T15:06:00.000Z'),
  ],
};

const declined: PaymentInfo = {
  taxFormType: 'ReturnOfIncome',
  amount: 300,
  paymentStatus: 'Error',
  formStatus: 'AwaitingPayment',
  paymentHistory: [mockPaymentAttempt('Failed', 300, '0002', '2026-11-21T10:30:00.000Z')],
};

const meta = {
  title: 'Forms/Payment/PaymentPanel',
  component: PaymentPanel,
  args: { info: due, loading: false, onPay: fn(), onNoPayment: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof PaymentPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: a spinner, and Pay is disabled until the amount is known. */
export const Loading: Story = {
  args: { info: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.loading).closest('[role="status"]')).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.pay })).toBeDisabled();
  },
};

/** A balance due: the amount, then Pay, reached and pressed with the keyboard. */
export const AmountDue: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveTextContent(
      `${m.form}${m.formTypes.CityTaxForm}${m.amountDue}$125.50`,
    );
    await waitFor(() => expect(canvasElement.querySelector('[data-result]')).toHaveFocus());
    await userEvent.tab();
    const pay = canvas.getByRole('button', { name: m.pay });
    await expect(pay).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPay).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Starting the session: Pay is disabled and the progress is announced. */
export const Starting: Story = {
  args: { starting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: m.pay })).toBeDisabled();
    await expect(canvas.getByText(m.starting)).toBeVisible();
  },
};

/** The session started: Pay stays disabled while the browser leaves for the provider. */
export const Started: Story = {
  args: { started: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: m.pay })).toBeDisabled();
    await expect(canvas.getByText(m.started)).toBeVisible();
  },
};

/** Submitted with a balance due: the status, the fixed amount, Pay, and Withdraw explained. */
export const AwaitingPayment: Story = {
  args: { info: { ...due, formStatus: 'AwaitingPayment' }, onWithdraw: fn() },
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveTextContent(
      `${m.form}${m.formTypes.CityTaxForm}${m.status}${m.awaitingPayment}${m.amountDue}$125.50`,
    );
    await waitFor(() => expect(canvasElement.querySelector('[data-result]')).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: m.pay })).toHaveFocus();
    await userEvent.tab();
    const withdraw = canvas.getByRole('button', { name: m.withdraw });
    await expect(withdraw).toHaveFocus();
    await expect(withdraw).toHaveAccessibleDescription(m.withdrawHint);
    await userEvent.keyboard('{Enter}');
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** Withdrawing: Withdraw is busy and announces it, and Pay waits, so no session starts meanwhile. */
export const Withdrawing: Story = {
  args: { ...AwaitingPayment.args, withdrawing: true },
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: m.pay })).toBeDisabled();
    const withdraw = canvas.getByRole('button', { name: startingWith(m.withdraw) });
    await expect(withdraw).toHaveAttribute('aria-disabled', 'true');
    await expect(within(withdraw).getByRole('status')).toHaveTextContent(m.withdrawing);
    await waitFor(() => expect(canvasElement.querySelector('[data-result]')).toHaveFocus());
    // Pay is disabled, so the next stop is the busy Withdraw, which ignores Enter.
    await userEvent.tab();
    await expect(withdraw).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onWithdraw).not.toHaveBeenCalled();
  },
};

/** Withdrawing failed: the reason takes focus, and Withdraw (one Shift+Tab away) tries again. */
export const WithdrawFailed: Story = {
  args: {
    ...AwaitingPayment.args,
    withdrawError: 'An unexpected error occurred while withdrawing your form. Please try again later.',
  },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('An unexpected error occurred while withdrawing your form.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await userEvent.tab({ shift: true });
    const withdraw = canvas.getByRole('button', { name: m.withdraw });
    await expect(withdraw).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: m.pay })).toBeEnabled();
  },
};

/** Starting failed: a disabled 'Pay Balance' button and a message saying so, which takes focus. */
export const StartFailed: Story = {
  args: { startFailed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: m.payBalance })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: m.pay })).not.toBeInTheDocument();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(m.startFailed);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  },
};

/**
 * Paid: what was paid and when with a balance of $0.00, the way on to the confirmation, the amount
 * applied and the history, with the declined first try and the success.
 */
export const Paid: Story = {
  args: { info: paid, filedActions: <a href="/form/8102/confirmation">View your confirmation</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.paid).closest('[role="status"]')).toHaveTextContent(
      `${m.paidHeading}${m.paid}`,
    );
    const paidOn = inLanguage({ en: 'November 20, 2026', es: '20 de noviembre de 2026' });
    await expect(canvas.getByText(filedStatusMessages.paid('$1,244.17', paidOn))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View your confirmation' })).toBeVisible();
    await expect(canvas.getByText(m.amountApplied).nextElementSibling).toHaveTextContent('$1,244.17');
    await expect(canvas.queryByRole('button', { name: m.pay })).not.toBeInTheDocument();
    const table = canvas.getByRole('table', { name: history.caption });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    const card = history.paymentTypes.CreditDebitCard;
    await expect(rows[1]).toHaveTextContent(`${card}0002$1,244.17${history.statuses.Failed}`);
    await expect(rows[2]).toHaveTextContent(`${card}4242$1,244.17${history.statuses.Succeeded}`);
    const { columns } = history;
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      history.dateTitles.payment,
      columns.paymentType,
      columns.cardEnding,
      columns.amount,
      columns.status,
    ]);
  },
};

/** A declined attempt: it shows in the history, with a way to try again. */
export const DeclinedTryAgain: Story = {
  args: { info: declined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.retryHeading);
    const table = canvas.getByRole('table', { name: history.caption });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(history.statuses.Failed);
    await userEvent.click(canvas.getByRole('button', { name: m.pay }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** A session started earlier and not finished: Pay continues it. */
export const InProgress: Story = {
  args: { info: { ...due, paymentStatus: 'InProgress' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.inProgressHeading)).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.pay })).toBeEnabled();
  },
};

/** Nothing owed: the form is filed without a payment. */
export const NothingDue: Story = {
  args: { info: { ...due, taxFormType: 'IndividualEstimate', amount: 0 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(m.nothingDue)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: m.pay })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: m.fileNoPayment }));
    await expect(args.onNoPayment).toHaveBeenCalledOnce();
  },
};

export const FilingNoPayment: Story = {
  args: { ...NothingDue.args, filing: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: holding(m.fileNoPayment) });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('status')).toHaveTextContent(m.filingNoPayment);
  },
};

export const FiledNoPayment: Story = {
  args: { ...NothingDue.args, filed: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(m.filed).closest('[role="status"]')).toHaveTextContent(m.filed);
    await expect(canvas.getByText(filedStatusMessages.filedNoPayment)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('[data-result]')).toHaveFocus());
  },
};

export const NoPaymentFailed: Story = {
  args: {
    ...NothingDue.args,
    noPaymentError: 'An unexpected error occurred while filing your form. Please try again later.',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('An unexpected error occurred while filing your form.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await expect(canvas.getByRole('button', { name: m.fileNoPayment })).toBeEnabled();
  },
};

/** Loading failed (the page also shows a toast): the reason, and no Pay. */
export const LoadFailed: Story = {
  args: {
    info: undefined,
    loadError:
      'This tax form cannot be found. This is often caused by deleting the form in another browser tab or window.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This tax form cannot be found.');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** At 320 px the history stacks into labelled lines, with no sideways scrolling (WCAG 1.4.10). */
export const Narrow: Story = {
  args: {
    info: {
      ...paid,
      amount: 123_456_789.01,
      paymentHistory: [mockPaymentAttempt('Succeeded', 123_456_789.01, '4242', '2026-11-20T15:06:00.000Z')],
    },
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <PaymentPanel {...args} />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    const box = canvasElement.firstElementChild as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(320);
    await expect(canvas.getByRole('table', { name: history.caption })).toBeVisible();
    await expect(
      within(canvas.getByRole('table')).getByRole('cell', { name: history.statuses.Succeeded }),
    ).toBeVisible();
  },
};

/** Through the MSW payment mocks: loads, then Pay (pressed twice) starts one session only. */
export const ConnectedPay: StoryObj<typeof PaymentStoryHarness> = {
  render: (args) => <PaymentStoryHarness {...args} />,
  args: { formId: MOCK_PAYMENT_FORM_IDS.unpaid, onSessionStarted: fn() },
  parameters: { msw: { handlers: createPaymentHandlers() } },
  play: async ({ canvas, args }) => {
    // The Pay shown while loading is disabled; the one after loading is enabled.
    await expect(await canvas.findByText('$125.50')).toBeVisible();
    const pay = canvas.getByRole('button', { name: m.pay });
    await expect(pay).toBeEnabled();
    await userEvent.dblClick(pay);
    await waitFor(() => expect(canvas.getByText(m.started)).toBeVisible());
    await expect(pay).toBeDisabled();
    await expect(args.onSessionStarted).toHaveBeenCalledOnce();
    await expect(args.onSessionStarted).toHaveBeenCalledWith(
      expect.objectContaining({ postUrl: MOCK_PAYMENT_POST_URL }),
    );
  },
};

/** Through the mocks: the session cannot start. */
export const ConnectedStartFails: StoryObj<typeof PaymentStoryHarness> = {
  ...ConnectedPay,
  parameters: { msw: { handlers: [paymentProblemHandlers.startFails, ...createPaymentHandlers()] } },
  play: async ({ canvas }) => {
    await canvas.findByText('$125.50');
    await userEvent.click(canvas.getByRole('button', { name: m.pay }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.startFailed);
    await expect(canvas.getByRole('button', { name: m.payBalance })).toBeDisabled();
  },
};

/** Through the mocks: a $0.00 form is filed without a payment. */
export const ConnectedNoPayment: StoryObj<typeof PaymentStoryHarness> = {
  render: (args) => <PaymentStoryHarness {...args} />,
  args: { formId: MOCK_PAYMENT_FORM_IDS.nothingDue },
  parameters: { msw: { handlers: createPaymentHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: m.fileNoPayment }));
    await expect(await canvas.findByText(m.filedHeading)).toBeVisible();
  },
};

/** Through the mocks: the form is not the user's to pay. */
export const ConnectedNotAuthorized: StoryObj<typeof PaymentStoryHarness> = {
  render: (args) => <PaymentStoryHarness {...args} />,
  args: { formId: MOCK_PAYMENT_FORM_IDS.unpaid },
  parameters: {
    msw: { handlers: [paymentProblemHandlers.infoNotAuthorized] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      problemWords.details['not-authorized-to-file'],
    );
  },
};
