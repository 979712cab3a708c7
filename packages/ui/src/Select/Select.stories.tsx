import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Type',
    name: 'type',
    onChange: fn(),
    options: [
      { value: 'General Tax and Filing', label: 'General Tax and Filing' },
      { value: 'Website', label: 'Website' },
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Type/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // The list box is portalled to the end of the body, outside the canvas.
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('Website');
    await expect(trigger).toHaveTextContent('Website');
  },
};
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Type/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};
export const Filled: Story = { args: { defaultValue: 'General Tax and Filing' } };
export const WithHint: Story = {
  args: { hint: 'What your question is about.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Type/ })).toHaveAccessibleDescription(
      'What your question is about.',
    );
  },
};
export const Invalid: Story = {
  args: { error: 'Type is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Type/ })).toHaveAccessibleDescription(
      /Type is required/,
    );
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Website' } };
