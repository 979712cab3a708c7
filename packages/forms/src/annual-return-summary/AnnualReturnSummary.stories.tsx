import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { efileQuestionnaireMessages } from '../efile-questionnaire/messages.en';
import { startingWith } from '../form-kit/storyHelpers';
import { AnnualReturnSummary } from './AnnualReturnSummary';
import {
  balanceDueSummary,
  noPaymentSummary,
  overpaymentSummary,
  previewCities,
  summaryCities,
  summaryEntryNames,
} from './fixtures';
import { annualReturnSummaryMessages as m } from './messages.en';
import { previewSummary } from './previewSummary';

const meta = {
  title: 'Forms/AnnualReturn/AnnualReturnSummary',
  component: AnnualReturnSummary,
  args: { summary: balanceDueSummary, cities: summaryCities, entryNames: summaryEntryNames },
  tags: ['autodocs'],
} satisfies Meta<typeof AnnualReturnSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The amount cell of the row whose header is `label`. */
function amount(canvas: ReturnType<typeof within>, label: string) {
  const header = canvas.getByRole('rowheader', { name: label });
  return header.parentElement?.querySelector('td');
}

/** The row header that starts with `label` (the line's explanation follows it). */
function rowOf(canvas: ReturnType<typeof within>, label: string) {
  return canvas.getByRole('rowheader', { name: startingWith(label) });
}

/** More than $10 owed: the return goes to payment. */
export const BalanceDue: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: m.caption })).toBeVisible();
    await expect(amount(canvas, m.rate)).toHaveTextContent('2.5%');
    await expect(amount(canvas, m.tax)).toHaveTextContent('$1,810.00');
    await expect(amount(canvas, m.creditLine('Columbus', 'Columbus Data Services'))).toHaveTextContent(
      '$450.00',
    );
    await expect(amount(canvas, m.balanceDue)).toHaveTextContent('$60.00');
    await expect(
      canvas.getByText(m.warning('localWagesExceedMedicareWages', 'Columbus Data Services')),
    ).toBeVisible();
  },
};

/** Filed and paid: the balance line is what was due when filed; nothing says how to file or pay. */
export const FiledAndPaid: Story = {
  args: { filed: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(amount(canvas, m.dueWhenFiled)).toHaveTextContent('$60.00');
    for (const text of [m.balanceDue, m.outcome.balanceDue, m.outcome.noPayment]) {
      await expect(canvasElement).not.toHaveTextContent(text);
    }
  },
};

/** Within $10 either way: nothing is billed or refunded. */
export const NothingBilled: Story = {
  args: { summary: noPaymentSummary },
  play: async ({ canvas }) => {
    await expect(amount(canvas, m.noPayment)).toHaveTextContent('$5.00');
    await expect(canvas.getByText(m.outcome.noPayment)).toBeVisible();
  },
};

/**
 * An overpayment cannot be e-filed: the page's paper-return guidance says so, once, so the summary
 * has no outcome line of its own.
 */
export const Overpayment: Story = {
  args: { summary: overpaymentSummary },
  play: async ({ canvas, canvasElement }) => {
    await expect(amount(canvas, m.overpayment)).toHaveTextContent('$115.00');
    await expect(amount(canvas, m.priorYearCredit)).toHaveTextContent('$25.00');
    for (const text of Object.values(m.outcome)) await expect(canvasElement).not.toHaveTextContent(text);
    const { paper } = efileQuestionnaireMessages;
    for (const text of [paper.heading, paper.overpayment])
      await expect(canvasElement).not.toHaveTextContent(text);
  },
};

/**
 * The live preview a page computes on the client with the cities of GET /api/cities; here a
 * Germantown resident with a Columbus job: credit min(60% × $1,000, 0.9% × $40,000) = $360.
 */
export const LivePreview: Story = {
  args: {
    summary: previewSummary(
      {
        taxYear: 2025,
        residenceCity: 'GTN',
        w2s: [
          { id: 1, locality: 'COL', medicareWages: 40000, localWages: 40000, localTaxWithheld: 1000 },
          { id: 2, locality: 'GTN', medicareWages: 10000, localWages: 10000, localTaxWithheld: 150 },
        ],
        form1099s: [],
        estimatesPaid: 100,
        priorYearCredit: 25,
      },
      previewCities(2025),
    )!,
    entryNames: { 1: 'Capital Logistics', 2: 'Germantown Schools' },
    caption: 'Preview of your annual return',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Preview of your annual return' })).toBeVisible();
    await expect(amount(canvas, m.rate)).toHaveTextContent('1.5%');
    await expect(amount(canvas, m.creditFactor)).toHaveTextContent('60%');
    await expect(amount(canvas, m.creditLimit)).toHaveTextContent('0.90%');
    const credit = rowOf(canvas, m.credit);
    await expect(credit).toHaveTextContent(m.creditRule('60%', '0.90%'));
    await expect(credit.parentElement?.querySelector('td')).toHaveTextContent('$360.00');
    await expect(amount(canvas, m.balanceDue)).toHaveTextContent('$115.00');
  },
};

/** Two credited W-2s in other cities: one line each, then their total. */
export const SeveralCredits: Story = {
  args: {
    summary: {
      ...balanceDueSummary,
      credits: [
        { entryId: 12, locality: 'COL', amount: 450 },
        { entryId: 14, locality: 'AKR', amount: 125.25 },
      ],
      creditableTotal: 575.25,
      credit: 575.25,
      net: -65.25,
      outcome: 'overpayment',
      amountDue: 0,
      warnings: [],
    },
    entryNames: { ...summaryEntryNames, 14: 'Akron Tire Works' },
  },
  play: async ({ canvas }) => {
    await expect(amount(canvas, m.creditLine('Akron', 'Akron Tire Works'))).toHaveTextContent('$125.25');
    await expect(amount(canvas, m.creditableTotal)).toHaveTextContent('$575.25');
  },
};

/** The summary in a phone's viewport (375 px): the same lines, with the media queries of a phone. */
export const BalanceDueOnPhone: Story = { ...BalanceDue, globals: { viewport: { value: 'phone' } } };
