import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Comments', name: 'message', onChange: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const area = canvas.getByRole('textbox', { name: 'Comments' });
    await expect(area).toHaveFocus();
    await userEvent.keyboard('My refund is late.');
    await expect(args.onChange).toHaveBeenLastCalledWith('My refund is late.');
    await userEvent.tab();
    await expect(area).not.toHaveFocus();
  },
};
export const Filled: Story = { args: { defaultValue: 'My refund is late.' } };
export const WithHint: Story = {
  args: { hint: 'Do not include passwords or card numbers.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Comments' })).toHaveAccessibleDescription(
      'Do not include passwords or card numbers.',
    );
  },
};
export const Invalid: Story = {
  args: { hint: 'Do not include passwords or card numbers.', error: 'Comments is required' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Comments' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(/Comments is required/);
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'My refund is late.' } };
