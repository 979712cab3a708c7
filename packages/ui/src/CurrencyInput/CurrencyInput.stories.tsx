import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CurrencyInput, type CurrencyInputProps } from './CurrencyInput';

/** Keeps the value in state, as a form would, and still reports each change to the args spy. */
function Stateful(args: CurrencyInputProps) {
  const [value, setValue] = useState(args.value);
  return (
    <CurrencyInput
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/CurrencyInput',
  component: CurrencyInput,
  args: { label: 'Amount', name: 'amount', value: null, onChange: fn(), onBlur: fn() },
  render: (args) => <Stateful {...args} />,
  tags: ['autodocs'],
} satisfies Meta<typeof CurrencyInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('1234.5');
    await expect(input).toHaveValue('$ 1,234.5');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.5);
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(input).toHaveValue('$ 1,234.50');
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { value: 1234.5 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveValue('$ 1,234.50');
    await userEvent.tab();
    await userEvent.keyboard('{End}{Backspace}{Backspace}{Backspace}9');
    await expect(input).toHaveValue('$ 12,349');
    await expect(args.onChange).toHaveBeenLastCalledWith(12349);
    await userEvent.tab();
    await expect(input).toHaveValue('$ 12,349.00');
    // Typing in the middle inserts a separator without the caret jumping to the end.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}{ArrowRight}78');
    await expect(input).toHaveValue('$ 1,782,349.00');
    await expect((input as HTMLInputElement).selectionStart).toBe(6);
  },
};

export const WithHint: Story = {
  args: { hint: 'Enter the amount in dollars and cents.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      'Enter the amount in dollars and cents.',
    );
  },
};

export const Invalid: Story = {
  args: {
    value: -5,
    hint: 'Enter the amount in dollars and cents.',
    error: 'Amount must be greater than or equal to zero',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Amount must be greater than or equal to zero/);
    await expect(input).toHaveValue('-$ 5.00');
  },
};

export const Disabled: Story = {
  args: { value: 250, disabled: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).not.toHaveFocus();
  },
};

export const LeftAligned: Story = {
  args: { align: 'left' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.keyboard('987654.321');
    await expect(input).toHaveValue('$ 987,654.32');
    await expect(input).toHaveAttribute('data-align', 'left');
    await userEvent.tab();
    await expect(input).toHaveValue('$ 987,654.32');
  },
};

export const NoNegatives: Story = {
  args: { allowNegative: false, hint: 'A minus sign is ignored.' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.keyboard('-42');
    await expect(input).toHaveValue('$ 42');
    await expect(args.onChange).toHaveBeenLastCalledWith(42);
    await userEvent.tab();
    await expect(input).toHaveValue('$ 42.00');
  },
};

export const CustomPrefixAndSuffix: Story = {
  args: { label: 'Amount in US dollars', prefix: '', suffix: ' USD' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Amount in US dollars' });
    await userEvent.keyboard('1500');
    await expect(input).toHaveValue('1,500 USD');
    await userEvent.tab();
    await expect(input).toHaveValue('1,500.00 USD');
  },
};
