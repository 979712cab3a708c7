import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WorkTable } from './WorkTable';
import { expectReflowAt320 } from './storyHelpers';

const meta = {
  title: 'Forms/Form kit/WorkTable',
  component: WorkTable,
  args: {
    caption: 'Tax, penalty and interest',
    lineHeader: 'Line',
    amountHeader: 'Amount',
    lines: [
      { key: 'unpaidTax', label: 'Unpaid tax', value: '$1,000.00' },
      {
        key: 'penalty',
        label: 'Late payment penalty',
        explanation: '15% of the unpaid tax',
        value: '$150.00',
      },
      { key: 'interest', label: 'Interest', explanation: '7% a year, 13 months', value: '$75.83' },
      { key: 'total', label: 'Total due', value: '$1,225.83', emphasis: true },
    ],
    explained: true,
  },
  tags: ['autodocs'],
} satisfies Meta<typeof WorkTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A form showing its work: each line with the rule that applied, the total in bold. */
export const Explained: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Tax, penalty and interest' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[0]).toHaveTextContent('LineAmount');
    await expect(within(table).getByRole('rowheader', { name: /Late payment penalty/ })).toHaveTextContent(
      '15% of the unpaid tax',
    );
    const total = within(table).getByRole('row', { name: /Total due/ });
    await expect(total).toHaveAttribute('data-emphasis');
    await expect(total).toHaveTextContent('$1,225.83');
  },
};

/** An amount never breaks in the middle of the number. */
export const LargeAmounts: Story = {
  args: {
    explained: false,
    lines: [
      { key: 'wages', label: 'Qualifying wages', value: '$999,999,999.99' },
      { key: 'tax', label: 'Tax', value: '$24,999,999.99', emphasis: true },
    ],
  },
  play: async ({ canvas }) => {
    const cell = canvas.getByRole('cell', { name: '$999,999,999.99' });
    await expect(getComputedStyle(cell).whiteSpace).toBe('nowrap');
    const lineHeight = parseFloat(getComputedStyle(cell).lineHeight);
    await expect(cell.getBoundingClientRect().height).toBeLessThan(lineHeight * 2);
  },
};

/** The lines of a long billing statement: no amount may break mid-number ("$1,2 / 33.3 / 3"). */
const LONG_LINES = [
  { key: 'unpaidTax', label: 'Unpaid tax', value: '$1,234,567.89' },
  {
    key: 'interest',
    label: 'Interest',
    explanation:
      'Simple interest on the unpaid tax for each month or part of a month from April 19, 2017 to November 20, 2026: the unpaid tax times the annual rate, divided by 12, for each month.',
    value: '$861,111.10',
  },
  { key: 'total', label: 'Total due', value: '$2,281,014.17', emphasis: true },
];

/** Every amount of the table, checked to sit on one line: its own text, not a label before it. */
async function expectWholeAmounts(canvasElement: HTMLElement) {
  const cells = Array.from(canvasElement.querySelectorAll('td')).filter((td) => td.textContent?.trim());
  await expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) {
    const range = document.createRange();
    range.selectNodeContents(cell);
    const lines = new Set(
      Array.from(range.getClientRects())
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.round(rect.top)),
    );
    await expect({ amount: cell.textContent, lines: lines.size }).toEqual({
      amount: cell.textContent,
      lines: 1,
    });
    await expect(getComputedStyle(cell).fontVariantNumeric).toBe('tabular-nums');
  }
}

/** At 640 px and at a phone's 335 px, long amounts stay whole beside their labels. */
export const LongAmounts: Story = {
  args: { lines: LONG_LINES },
  render: (args) => (
    <>
      <div style={{ width: 640 }}>
        <WorkTable {...args} />
      </div>
      <div style={{ width: 335 }}>
        <WorkTable {...args} caption="On a phone" />
      </div>
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectWholeAmounts(canvasElement);
    // Side by side at both widths: the amount on the label's first line.
    for (const row of canvas.getAllByRole('row', { name: /Total due/ })) {
      const label = within(row).getByRole('rowheader').getBoundingClientRect();
      const amount = within(row).getByRole('cell').getBoundingClientRect();
      await expect(amount.top).toBeLessThan(label.bottom);
    }
  },
};

/** At 320 px a line stacks: its label above its amount, the amount still whole. */
export const Stacked: Story = {
  args: { lines: LONG_LINES },
  render: (args) => (
    <div style={{ width: 320 }}>
      <WorkTable {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await expectWholeAmounts(canvasElement);
    for (const row of canvas.getAllByRole('row').slice(1)) {
      const label = within(row).getByRole('rowheader').getBoundingClientRect();
      const amount = within(row).getByRole('cell').getBoundingClientRect();
      await expect(amount.top).toBeGreaterThanOrEqual(label.bottom - 1);
    }
    // Still a table of rows and cells for assistive technology, with its column headers.
    await expect(canvas.getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    await expectReflowAt320(context);
  },
};

/** At 320 px the table fits without scrolling sideways. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <WorkTable {...args} />
    </div>
  ),
  play: expectReflowAt320,
};
