import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tile } from './Tile';

const meta = {
  title: 'UI/Tile',
  component: Tile,
  args: {
    title: 'Exemption Certificate',
    description: 'Tell us why you owe no city tax this year.',
    href: '#exemption',
  },
} satisfies Meta<typeof Tile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Exemption Certificate' })).toHaveFocus();
  },
};
export const WithoutDescription: Story = { args: { description: undefined, title: 'Change Email' } };
