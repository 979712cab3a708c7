import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { annualReturnSummaryMessages } from '../annual-return-summary/messages.en';
import { FiledStatus } from './FiledStatus';
import { filedStatusMessages } from './filedStatus.en';
import { expectReflowAt320, inLanguage } from './storyHelpers';

/** The story's filing day as the status line writes it in the story's language. */
const filedDay = () => inLanguage({ en: 'November 24, 2026', es: '24 de noviembre de 2026' });

const meta = {
  title: 'Forms/Form kit/FiledStatus',
  component: FiledStatus,
  args: {
    amountPaid: 875.01,
    paidAt: '2026-11-24T15:14:00.000Z',
    filedAt: '2026-11-24T15:14:00.000Z',
    confirmationNumber: 'CT-2025-7K4P-9QXM',
  },
  tags: ['autodocs'],
} satisfies Meta<typeof FiledStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Filed with a payment: what was paid and when, the balance, the confirmation number, and ways on. */
export const Paid: Story = {
  args: {
    actions: (
      <>
        <a href="/form/8201/confirmation">View your confirmation</a>
        <button type="button">Download PDF</button>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(filedStatusMessages.paid('$875.01', filedDay()))).toBeVisible();
    await expect(canvas.getByText('CT-2025-7K4P-9QXM')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View your confirmation' })).toBeVisible();
    await expect(canvasElement.textContent?.toLowerCase()).not.toContain(
      annualReturnSummaryMessages.balanceDue.toLowerCase(),
    );
  },
};

/** Filed with nothing to pay. */
export const NoPaymentDue: Story = {
  args: { amountPaid: 0, paidAt: null, confirmationNumber: 'CT-2026-H3RW-5DZA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(filedStatusMessages.filedNoPayment)).toBeVisible();
    await expect(canvas.getByText(filedDay())).toBeVisible();
  },
};

/** The confirmation number is being read: its row holds its place. */
export const ConfirmationLoading: Story = {
  args: { confirmationNumber: undefined, confirmationPending: true },
  play: async ({ canvas }) => {
    const row = canvas.getByText(filedStatusMessages.loadingConfirmation).closest('dd')!;
    await expect(row).toHaveAttribute('aria-busy', 'true');
    await expect(row.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

/** At 320 px it reflows without horizontal scrolling (WCAG 1.4.10). */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <FiledStatus {...args} />
    </div>
  ),
  play: expectReflowAt320,
};
