import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email address', name: 'email', type: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('pat@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('pat@example.com');
  },
};
export const WithHint: Story = {
  args: { hint: 'At most 50 characters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'At most 50 characters.',
    );
  },
};
export const Filled: Story = { args: { defaultValue: 'pat@example.com' } };
export const Invalid: Story = {
  args: { hint: 'At most 50 characters.', error: 'Email address is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Email address is required/);
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'pat@example.com' } };
