import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { storyText } from '../text/storyText';
import { uiTextEs } from '../text/uiText.es';
import { UiTextProvider } from '../text/UiTextProvider';
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

/** An error from the form, for a rule the field does not check itself (here its `max`). */
export const Invalid: Story = {
  args: {
    value: 1_000_000_000,
    max: 999_999_999.99,
    hint: 'Enter the amount in dollars and cents.',
    error: 'Amount is too large',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Enter the amount in dollars and cents. Amount is too large',
    );
    await expect(input).toHaveValue('$ 1,000,000,000.00');
    await expect(input).toHaveAttribute('data-out-of-range', 'aboveMax');
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

/** A minus where negatives are not allowed is kept as typed and explained when the filer moves on. */
export const MinusNotAllowed: Story = {
  args: { allowNegative: false, hint: 'Enter the amount in dollars and cents.' },
  play: async ({ canvas, args, globals }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.keyboard('-500');
    await expect(input).toHaveValue('-500');
    await expect(args.onChange).toHaveBeenLastCalledWith(-500);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveValue('-500');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `Enter the amount in dollars and cents. ${storyText(globals).currencyInput.belowZeroMessage}`,
    );
    // Removing the minus makes it an amount again: the message goes at once.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Home}{Delete}');
    await expect(input).toHaveValue('$ 500');
    await expect(args.onChange).toHaveBeenLastCalledWith(500);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveValue('$ 500.00');
  },
};

/** Exponent notation, letters or two decimal points are not rewritten into another amount. */
export const NotANumber: Story = {
  play: async ({ canvas, args, globals }) => {
    const { notANumberMessage } = storyText(globals).currencyInput;
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.keyboard('1e5');
    await expect(input).toHaveValue('$ 1e5');
    await expect(args.onChange).toHaveBeenLastCalledWith(Number.NaN);
    await userEvent.tab();
    await expect(input).toHaveValue('$ 1e5');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(notANumberMessage);
    await expect(canvas.queryByText(/is required/)).not.toBeInTheDocument();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Control>}a{/Control}abc');
    await userEvent.tab();
    await expect(input).toHaveValue('abc');
    await expect(input).toHaveAccessibleDescription(notANumberMessage);
  },
};

/** Where negatives are allowed (a net loss), the minus is part of the amount. */
export const Negative: Story = {
  args: { label: 'Estimated net profit (or loss)' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Estimated net profit (or loss)' });
    await userEvent.keyboard('-250000');
    await expect(input).toHaveValue('-$ 250,000');
    await userEvent.tab();
    await expect(input).toHaveValue('-$ 250,000.00');
    await expect(args.onChange).toHaveBeenLastCalledWith(-250000);
    await expect(input).not.toHaveAttribute('aria-invalid');
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

/**
 * In Spanish (`UiTextProvider` with locale 'es-US') the field also reads an amount as a
 * Spanish-speaking US resident may type it, "1.234,56", and writes it in the locale's format when
 * the filer leaves it.
 */
export const SpanishAmount: Story = {
  args: { label: 'Salarios' },
  decorators: [
    (Story) => (
      <UiTextProvider text={uiTextEs} locale="es-US">
        <Story />
      </UiTextProvider>
    ),
  ],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Salarios' });
    await userEvent.keyboard('1.234,56');
    await expect(input).toHaveValue('$ 1.234,56');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.56);
    await userEvent.tab();
    await expect(input).toHaveValue('$ 1,234.56');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
