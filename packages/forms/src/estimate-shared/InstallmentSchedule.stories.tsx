import { computeEstimate } from '@citytax/tax-rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InstallmentSchedule } from './InstallmentSchedule';
import { estimateMessages } from './messages.en';

/** CLE 2.5% of $40,000.00 less $600.00 = $400.00, nothing paid yet, in May 2026. */
const required = computeEstimate({
  kind: 'individual',
  taxYear: 2026,
  ratePpm: 25_000,
  estimatedIncome: 4_000_000,
  estimatedCredits: 60_000,
  priorYearTax: null,
  paidSoFar: 0,
  today: '2026-05-01',
});

const meta = {
  title: 'Forms/Estimate shared/InstallmentSchedule',
  component: InstallmentSchedule,
  args: { result: required, taxYear: 2026, paidSoFar: 0, messages: estimateMessages.preview },
  tags: ['autodocs'],
} satisfies Meta<typeof InstallmentSchedule>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Required: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: estimateMessages.preview.scheduleCaption(2026) });
    const rows = within(table).getAllByRole('row');
    // Header plus four installments; the second (June 15) is the next one due on May 1.
    await expect(rows).toHaveLength(5);
    await expect(rows[2]).toHaveTextContent('$180.00');
    await expect(canvas.getByText(estimateMessages.preview.required)).toBeVisible();
  },
};

export const NotRequired: Story = {
  args: {
    result: computeEstimate({
      kind: 'individual',
      taxYear: 2026,
      ratePpm: 25_000,
      estimatedIncome: 500_000,
      estimatedCredits: 0,
      priorYearTax: null,
      paidSoFar: 0,
      today: '2026-05-01',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(estimateMessages.preview.notRequired)).toBeVisible();
  },
};

export const SafeHarbor: Story = {
  args: {
    result: computeEstimate({
      kind: 'individual',
      taxYear: 2026,
      ratePpm: 25_000,
      estimatedIncome: 4_000_000,
      estimatedCredits: 60_000,
      priorYearTax: 20_000,
      paidSoFar: 5_000,
      today: '2026-05-01',
    }),
    paidSoFar: 50,
  },
};

/** A business expecting a net loss of $250,000.00: no tax, so the schedule is all $0.00 and says why. */
export const NetLoss: Story = {
  args: {
    result: computeEstimate({
      kind: 'business',
      taxYear: 2026,
      ratePpm: 25_000,
      estimatedIncome: -25_000_000,
      apportionmentPpm: 1_000_000,
      estimatedCredits: 0,
      priorYearTax: null,
      paidSoFar: 0,
      today: '2026-05-01',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(estimateMessages.preview.notRequiredNetLoss)).toBeVisible();
    const rows = within(
      canvas.getByRole('table', { name: estimateMessages.preview.scheduleCaption(2026) }),
    ).getAllByRole('row');
    await expect(rows[4]).toHaveTextContent('$0.00');
  },
};

/** The schedule in a phone's viewport (375 px): the same installments, with the media queries of a phone. */
export const RequiredOnPhone: Story = { ...Required, globals: { viewport: { value: 'phone' } } };
