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

/**
 * A table whose amounts may wrap at 320 px keeps every number whole at a comfortable width (the
 * billing statement at 1280 px broke "$1,233.33" before).
 */
export const BreakableAtWidth: Story = {
  args: {
    breakableAmounts: true,
    lines: [
      { key: 'unpaidTax', label: 'Unpaid tax', value: '$1,233.33' },
      {
        key: 'interest',
        label: 'Interest',
        explanation:
          'Simple interest on the unpaid tax for each month or part of a month from April 19, 2023 to May 20, 2024: the unpaid tax times the annual rate, divided by 12, for each month.',
        value: '$116.14',
      },
      { key: 'total', label: 'Total due', value: '$1,966.14', emphasis: true },
    ],
  },
  render: (args) => (
    <div style={{ width: 640, containerType: 'inline-size' }}>
      <WorkTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const amount of ['$1,233.33', '$1,966.14']) {
      const cell = canvas.getByRole('cell', { name: amount });
      const lineHeight = parseFloat(getComputedStyle(cell).lineHeight);
      await expect(cell.getBoundingClientRect().height).toBeLessThan(lineHeight * 2);
    }
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
