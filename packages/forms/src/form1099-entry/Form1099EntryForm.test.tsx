import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Form1099EntryForm } from './Form1099EntryForm';

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save 1099' });

describe('Form1099EntryForm', () => {
  it('says what is missing, field by field, and focuses the first', async () => {
    const onSubmit = vi.fn();
    render(<Form1099EntryForm onSubmit={onSubmit} />);
    await userEvent.click(save());
    expect(textbox(/^Payer name/)).toHaveAccessibleDescription(/Payer name is required$/);
    expect(textbox(/^Payer TIN/)).toHaveAccessibleDescription(/Payer TIN is required$/);
    expect(textbox(/^Nonemployee compensation/)).toHaveAccessibleDescription(
      /Nonemployee compensation is required$/,
    );
    expect(textbox(/^Payer name/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['34-567890', 'Payer TIN must be a nine-digit number with no hyphens'],
    ['1234', 'Payer TIN must be a nine-digit number with no hyphens'],
    ['   ', 'Payer TIN is required'],
  ])('TIN %j → %s', async (tin, message) => {
    render(<Form1099EntryForm onSubmit={vi.fn()} defaultValues={{ payerName: 'Erie Design', amount: 5 }} />);
    await userEvent.type(textbox(/^Payer TIN/), tin);
    await userEvent.click(save());
    expect(textbox(/^Payer TIN/)).toHaveAccessibleDescription(new RegExp(`${message}$`));
    expect(textbox(/^Payer TIN/)).toHaveFocus();
  });

  it('saves the POST /api/form1099 body, then Cancel calls back', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    render(<Form1099EntryForm onSubmit={onSubmit} onCancel={onCancel} />);
    await userEvent.type(textbox(/^Payer name/), 'Erie Design Studio');
    await userEvent.type(textbox(/^Payer TIN/), '345678901');
    await userEvent.type(textbox(/^Nonemployee compensation/), '2,400{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      payerName: 'Erie Design Studio',
      payerTin: '345678901',
      amount: 2400,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('reports changes and whether they differ from the saved 1099', async () => {
    const onValuesChange = vi.fn();
    const saved = { payerName: 'Erie Design Studio', payerTin: '345678901', amount: 2400 };
    render(<Form1099EntryForm onSubmit={vi.fn()} defaultValues={saved} onValuesChange={onValuesChange} />);
    const amount = textbox(/^Nonemployee compensation/);
    await userEvent.clear(amount);
    expect(onValuesChange).toHaveBeenLastCalledWith({ ...saved, amount: null }, true);
    await userEvent.type(amount, '2400');
    expect(onValuesChange).toHaveBeenLastCalledWith(saved, false);
  });

  it('read-only shows the values and no field', () => {
    render(
      <Form1099EntryForm
        onSubmit={vi.fn()}
        readOnly
        defaultValues={{ payerName: 'Erie Design Studio', payerTin: '345678901', amount: 2400 }}
      />,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(
      screen.getByText('Nonemployee compensation', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('$2,400.00');
  });
});
