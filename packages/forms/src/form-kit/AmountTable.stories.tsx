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

/** At 320 px the table fits without scrolling sideways. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <AmountTable {...args} />
    </div>
  ),
  play: expectReflowAt320,
};
