import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AmountTable } from './AmountTable';
import { expectReflowAt320 } from './storyHelpers';

const meta = {
  title: 'Forms/Form kit/AmountTable',
  component: AmountTable,
  args: {
    caption: 'Interest by year',
    columns: [
      { header: 'Year' },
      { header: 'Months' },
      { header: 'Rate' },
      { header: 'Interest', amount: true },
    ],
    rows: [
      { key: 2023, cells: ['2023', '8', '7%', '$46.67'] },
      { key: 2024, cells: ['2024', '5', '8%', '$33.33'], rowProps: { 'data-current': true } },
    ],
    footer: { key: 'total', cells: ['Total', '', '', '$80.00'], emphasis: true },
  },
  tags: ['autodocs'],
} satisfies Meta<typeof AmountTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rows headed by their first cell, amounts at the end, a total under the body. */
export const WithTotal: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Interest by year' });
    await expect(within(table).getByRole('rowheader', { name: '2024' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Interest' })).toBeVisible();
    const total = within(table).getByRole('row', { name: /Total/ });
    await expect(total).toHaveAttribute('data-emphasis');
    await expect(total).toHaveTextContent('$80.00');
    await expect(within(table).getByRole('row', { name: /2024/ })).toHaveAttribute('data-current');
  },
};

/** Without a total. */
export const WithoutTotal: Story = {
  args: { footer: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('row', { name: /Total/ })).toBeNull();
  },
};

/**
 * At 320 px the table fits without scrolling sideways: each row stacks its values, each named by its
 * column ("Interest: $861,111.10"), and no amount breaks.
 */
export const Narrow: Story = {
  args: {
    rows: [
      { key: 2025, cells: ['2025', '12', '10%', '$123,456.79'] },
      { key: 2026, cells: ['2026', '11', '9%', '$101,851.85'] },
    ],
    footer: { key: 'total', cells: ['Total', '23', null, '$861,111.10'], emphasis: true },
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <AmountTable {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvas } = context;
    await expectReflowAt320(context);
    const cell = canvas.getByRole('cell', { name: '$861,111.10' });
    await expect(getComputedStyle(cell, '::before').content).toMatch(/Interest/);
    const range = document.createRange();
    range.selectNodeContents(cell);
    const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
    await expect(lines.size).toBe(1);
    // The year heads its values, above them.
    const row = canvas.getByRole('row', { name: /^2026/ });
    const year = within(row).getByRole('rowheader').getBoundingClientRect();
    await expect(
      within(row).getByRole('cell', { name: '$101,851.85' }).getBoundingClientRect().top,
    ).toBeGreaterThan(year.top);
  },
};

/** At a phone's width the columns stay side by side, with every amount whole. */
export const Phone: Story = {
  args: Narrow.args,
  render: (args) => (
    <div style={{ width: 335 }}>
      <AmountTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /^2026/ });
    const year = within(row).getByRole('rowheader').getBoundingClientRect();
    const amount = within(row).getByRole('cell', { name: '$101,851.85' });
    await expect(amount.getBoundingClientRect().top).toBe(year.top);
    await expect(amount.getBoundingClientRect().height).toBeLessThan(
      parseFloat(getComputedStyle(amount).lineHeight) * 2,
    );
  },
};
