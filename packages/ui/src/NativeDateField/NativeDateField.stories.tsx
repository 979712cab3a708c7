import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NativeDateField } from './NativeDateField';

const meta = {
  title: 'UI/NativeDateField',
  component: NativeDateField,
  args: { label: 'Date the business was sold', name: 'soldDate', onChange: fn() },
} satisfies Meta<typeof NativeDateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Date the business was sold');
    await expect(input).toHaveFocus();
    // user-event types a date input's whole ISO value (segment typing is the browser's own UI).
    await userEvent.type(input, '2025-06-15');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-06-15');
  },
};

export const WithHintAndLimits: Story = {
  args: { hint: 'On or before December 31, 2025.', maxValue: '2025-12-31' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Date the business was sold');
    await expect(input).toHaveAccessibleDescription('On or before December 31, 2025.');
    await expect(input).toHaveAttribute('max', '2025-12-31');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, error: 'You must enter the date the business was sold.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Date the business was sold');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('You must enter the date the business was sold.');
  },
};

export const Filled: Story = { args: { value: '2025-03-01' } };

export const Disabled: Story = { args: { value: '2025-03-01', isDisabled: true } };
