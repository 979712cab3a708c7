import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tag } from './Tag';

const meta = {
  title: 'UI/Tag',
  component: Tag,
  args: { children: 'Draft' },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toBeVisible();
  },
};
export const Info: Story = { args: { variant: 'info', children: 'Filed' } };
export const Warning: Story = { args: { variant: 'warning', children: 'Awaiting payment' } };
export const Success: Story = { args: { variant: 'success', children: 'Paid' } };

/** Every tint side by side: axe checks the contrast of each word on its tint. */
export const AllVariants: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Tag>Draft</Tag>
      <Tag variant="warning">Awaiting payment</Tag>
      <Tag variant="info">Filed</Tag>
      <Tag variant="success">Paid</Tag>
    </p>
  ),
  play: async ({ canvas }) => {
    for (const word of ['Draft', 'Awaiting payment', 'Filed', 'Paid']) {
      await expect(canvas.getByText(word)).toBeVisible();
    }
  },
};
