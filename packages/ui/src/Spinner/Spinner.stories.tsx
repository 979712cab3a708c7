import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../text/storyText';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: {},
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(storyText(globals).spinner.label);
  },
};
export const VisibleLabel: Story = { args: { label: 'Loading taxpayer information', showLabel: true } };
