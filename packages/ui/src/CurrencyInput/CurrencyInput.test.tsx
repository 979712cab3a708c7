import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { uiTextEs } from '../text/uiText.es';
import { UiTextProvider } from '../text/UiTextProvider';
import { CurrencyInput, type CurrencyInputProps } from './CurrencyInput';

function Controlled(props: Partial<CurrencyInputProps> & { initial?: number | null }) {
  const { initial = null, onChange, ...rest } = props;
  const [value, setValue] = useState<number | null>(initial);
  return (
    <CurrencyInput
      label="Amount"
      name="amount"
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const amount = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });

describe('CurrencyInput', () => {
  it('formats with separators while typing and pads on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    expect(amount()).toHaveFocus();
    await user.keyboard('1234.5');
    expect(amount()).toHaveValue('$ 1,234.5');
    expect(onChange).toHaveBeenLastCalledWith(1234.5);
    await user.tab();
    expect(amount()).toHaveValue('$ 1,234.50');
  });

  it('accepts typed thousands separators', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.type(amount(), '1,234.5');
    expect(amount()).toHaveValue('$ 1,234.5');
    expect(onChange).toHaveBeenLastCalledWith(1234.5);
  });

  it('keeps the caret after the typed digit when a separator is inserted', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={1234} />);
    const input = amount();
    await user.click(input);
    // "$ 1,234.00" → caret after "1,2"
    input.setSelectionRange(5, 5);
    await user.keyboard('5');
    expect(input).toHaveValue('$ 12,534.00');
    expect(input.selectionStart).toBe(6);
    await user.keyboard('9');
    expect(input).toHaveValue('$ 125,934.00');
    expect(input.selectionStart).toBe(7);
  });

  it.each([
    ['$1,234.50', '$ 1,234.50', 1234.5],
    ['-12', '-$ 12', -12],
    ['1234.567', '$ 1,234.57', 1234.57],
  ])('rounds and formats the pasted %j', async (pasted, shown, value) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(amount());
    await user.paste(pasted);
    expect(amount()).toHaveValue(shown);
    expect(onChange).toHaveBeenLastCalledWith(value);
  });

  it('keeps a minus where negatives are not allowed, reports the amount typed and says why', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled allowNegative={false} onChange={onChange} />);
    await user.type(amount(), '-500');
    expect(amount()).toHaveValue('-500');
    expect(onChange).toHaveBeenLastCalledWith(-500);
    // Nothing is said while the filer is still typing.
    expect(amount()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(amount()).toHaveValue('-500');
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(amount()).toHaveAccessibleDescription('Enter an amount of $0.00 or more');
  });

  it.each([
    ['1e5', '$ 1e5'],
    ['abc', 'abc'],
    ['1.2.3', '$ 1.2.3'],
    ['12,34', '$ 12,34'],
  ])('keeps %j as typed, reports NaN and asks for a number', async (typed, shown) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled hint="In dollars." onChange={onChange} />);
    await user.type(amount(), typed);
    expect(amount()).toHaveValue(shown);
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
    await user.tab();
    expect(amount()).toHaveValue(shown);
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(amount()).toHaveAccessibleDescription('In dollars. Enter a number, like 1,234.56');
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
  });

  it.each(['1e5', 'abc', '-500'])('keeps the pasted %j as it is', async (pasted) => {
    const user = userEvent.setup();
    render(<Controlled allowNegative={false} />);
    await user.click(amount());
    await user.paste(pasted);
    await user.tab();
    expect(amount()).toHaveValue(pasted);
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears its message as soon as the text is an amount again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled allowNegative={false} onChange={onChange} />);
    await user.type(amount(), '-500');
    await user.tab();
    expect(amount()).toHaveAccessibleDescription('Enter an amount of $0.00 or more');
    await user.click(amount());
    await user.keyboard('{Home}{Delete}');
    expect(amount()).toHaveValue('$ 500');
    expect(onChange).toHaveBeenLastCalledWith(500);
    expect(amount()).not.toHaveAttribute('aria-invalid');
    expect(amount()).not.toHaveAccessibleDescription();
  });

  it('lets the form’s error take the place of its own message', async () => {
    const user = userEvent.setup();
    render(<Controlled error="Amount Enter a whole number" />);
    await user.type(amount(), 'abc');
    await user.tab();
    expect(amount()).toHaveAccessibleDescription('Amount Enter a whole number');
  });

  it('takes its messages as props', async () => {
    const user = userEvent.setup();
    render(
      <Controlled
        allowNegative={false}
        notANumberMessage="Escriba un número, como 1,234.56"
        belowZeroMessage="Escriba una cantidad de $0.00 o más"
      />,
    );
    await user.type(amount(), '-5');
    await user.tab();
    expect(amount()).toHaveAccessibleDescription('Escriba una cantidad de $0.00 o más');
    await user.click(amount());
    await user.keyboard('x');
    await user.tab();
    expect(amount()).toHaveAccessibleDescription('Escriba un número, como 1,234.56');
  });

  it('formats 1234.5 as $ 1,234.50 on blur', async () => {
    const user = userEvent.setup();
    render(<Controlled allowNegative={false} />);
    await user.type(amount(), '1234.5');
    await user.tab();
    expect(amount()).toHaveValue('$ 1,234.50');
    expect(amount()).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the sign of -250000 where negatives are allowed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.type(amount(), '-250000');
    expect(amount()).toHaveValue('-$ 250,000');
    await user.tab();
    expect(amount()).toHaveValue('-$ 250,000.00');
    expect(onChange).toHaveBeenLastCalledWith(-250000);
    expect(amount()).not.toHaveAttribute('aria-invalid');
  });

  it('keeps invalid text the parent hands back as NaN', async () => {
    const user = userEvent.setup();
    const values: Array<number | null> = [];
    render(<Controlled onChange={(v) => values.push(v)} />);
    await user.type(amount(), '12x');
    await user.tab();
    expect(amount()).toHaveValue('$ 12x');
    expect(values).toEqual([1, 12, Number.NaN]);
  });

  it('reports null when emptied', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial={5} onChange={onChange} />);
    await user.clear(amount());
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.tab();
    expect(amount()).toHaveValue('');
  });

  it('shows a new value from the parent', () => {
    const { rerender } = render(<CurrencyInput label="Amount" name="amount" value={1} />);
    expect(amount()).toHaveValue('$ 1.00');
    rerender(<CurrencyInput label="Amount" name="amount" value={2500} />);
    expect(amount()).toHaveValue('$ 2,500.00');
  });

  it('uses a custom prefix and suffix', async () => {
    const user = userEvent.setup();
    render(<Controlled prefix="" suffix=" USD" />);
    await user.type(amount(), '99');
    await user.tab();
    expect(amount()).toHaveValue('99.00 USD');
  });

  it('reports out-of-range amounts without clamping them', async () => {
    const user = userEvent.setup();
    const onRangeError = vi.fn();
    render(<Controlled min={0} max={100} onRangeError={onRangeError} />);
    await user.type(amount(), '150');
    expect(amount()).toHaveValue('$ 150');
    expect(onRangeError).toHaveBeenLastCalledWith('aboveMax');
    expect(amount()).not.toHaveAttribute('aria-invalid');
  });

  it('describes the hint and the error and marks the field invalid', () => {
    render(
      <CurrencyInput
        label="Amount"
        name="amount"
        value={null}
        hint="In dollars."
        error="Amount is required"
      />,
    );
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(amount()).toHaveAccessibleDescription('In dollars. Amount is required');
    expect(amount()).toHaveAttribute('inputmode', 'decimal');
  });
});

describe('CurrencyInput: amounts as a Spanish-speaking US resident writes them', () => {
  const spanish = (onChange: (value: number | null) => void) => (
    <UiTextProvider text={uiTextEs} locale="es-US">
      <Controlled onChange={onChange} />
    </UiTextProvider>
  );
  const english = (onChange: (value: number | null) => void) => <Controlled onChange={onChange} />;
  const TEXTS = ['1,234.56', '1234.56', '1.234,56', '1234,56', '$1.234,56', '1 234,56'];

  it.each(TEXTS)('es-US reads the pasted %j as 1234.56 and writes $ 1,234.56 on blur', async (text) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(spanish(onChange));
    await user.click(amount());
    await user.paste(text);
    expect(onChange).toHaveBeenLastCalledWith(1234.56);
    await user.tab();
    expect(amount()).toHaveValue('$ 1,234.56');
    expect(amount()).not.toHaveAttribute('aria-invalid');
  });

  it.each(TEXTS.filter((text) => !text.includes(' ')))(
    'es-US reads the typed %j as 1234.56 and writes $ 1,234.56 on blur',
    async (text) => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(spanish(onChange));
      await user.type(amount(), text);
      expect(onChange).toHaveBeenLastCalledWith(1234.56);
      await user.tab();
      expect(amount()).toHaveValue('$ 1,234.56');
    },
  );

  it('es-US keeps a Spanish amount as typed while the field has focus', async () => {
    const user = userEvent.setup();
    render(spanish(vi.fn()));
    await user.type(amount(), '1.234,5');
    expect(amount()).toHaveValue('$ 1.234,5');
    await user.tab();
    expect(amount()).toHaveValue('$ 1,234.50');
  });

  it.each(['1,234.56', '1234.56'])('en-US reads the pasted %j as 1234.56', async (text) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(english(onChange));
    await user.click(amount());
    await user.paste(text);
    expect(onChange).toHaveBeenLastCalledWith(1234.56);
    await user.tab();
    expect(amount()).toHaveValue('$ 1,234.56');
  });

  it.each(['1.234,56', '1234,56', '$1.234,56', '1 234,56'])(
    'en-US keeps the pasted %j and asks for a number',
    async (text) => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(english(onChange));
      await user.click(amount());
      await user.paste(text);
      expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
      await user.tab();
      expect(amount()).toHaveValue(text);
      expect(amount()).toHaveAccessibleDescription('Enter a number, like 1,234.56');
    },
  );

  it('es-US explains text that is no amount in Spanish', async () => {
    const user = userEvent.setup();
    render(spanish(vi.fn()));
    await user.click(amount());
    await user.paste('1,2345');
    await user.tab();
    expect(amount()).toHaveValue('1,2345');
    expect(amount()).toHaveAccessibleDescription('Escriba una cantidad, como 1,234.56 o 1.234,56');
  });
});
