import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EstimateCreditsTable } from './EstimateCreditsTable';
import { expectReflowAt320 } from '../form-kit/storyHelpers';
import { estimateCreditsMessages as m } from './messages.en';

const meta = {
  title: 'Forms/Estimates/EstimateCreditsTable',
  component: EstimateCreditsTable,
  args: {
    status: 'loaded',
    rows: [
      { taxYear: 2026, amountPaid: 100, priorYearCreditAmount: 0 },
      { taxYear: 2025, amountPaid: 1234.56, priorYearCreditAmount: 25 },
    ],
  },
  tags: ['autodocs'],
} satisfies Meta<typeof EstimateCreditsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current and the previous tax year, with the audit note. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.auditNote)).toBeVisible();
    const table = canvas.getByRole('table', { name: m.caption });
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('2026$100.00$0.00');
    await expect(rows[2]).toHaveTextContent('2025$1,234.56$25.00');
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(m.loading);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.empty)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', rows: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.loadFailed);
  },
};

/** At 320 px the table fits without horizontal scrolling (WCAG 1.4.10). */
export const Narrow: Story = {
  args: {
    rows: [
      { taxYear: 2026, amountPaid: 123_456_789.01, priorYearCreditAmount: 1_234_567.89 },
      { taxYear: 2025, amountPaid: 0, priorYearCreditAmount: 0 },
    ],
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <EstimateCreditsTable {...args} />
    </div>
  ),
  play: expectReflowAt320,
};

/** The table in a phone's viewport (375 px): the same rows, with the media queries of a phone. */
export const LoadedOnPhone: Story = { ...Loaded, globals: { viewport: { value: 'phone' } } };
