import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './CheckboxGroup';

const options = [
  { value: 'wages', label: 'Wages (W-2)' },
  { value: 'other', label: 'Other income (1099)', hint: 'Interest is not taxed by the city.' },
  { value: 'business', label: 'Business profit' },
];

describe('CheckboxGroup', () => {
  it('is a group of checkboxes named by its legend; Space checks the focused one', async () => {
    const onChange = vi.fn();
    render(
      <CheckboxGroup
        legend="What income did you have?"
        name="income"
        options={options}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'What income did you have?' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    expect(within(group).getByRole('checkbox', { name: 'Other income (1099)' })).toHaveAccessibleDescription(
      'Interest is not taxed by the city.',
    );

    await userEvent.tab();
    expect(boxes[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['wages']);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    // In the order of the options, not of the clicks.
    expect(onChange).toHaveBeenLastCalledWith(['wages', 'business']);
    await userEvent.click(boxes[0]!);
    expect(onChange).toHaveBeenLastCalledWith(['business']);
    expect(boxes[2]).toBeChecked();
  });

  it('controlled: shows `value` and reports changes', async () => {
    function Controlled() {
      const [value, setValue] = useState<string[]>(['other']);
      return (
        <>
          <CheckboxGroup legend="Income" name="income" options={options} value={value} onChange={setValue} />
          <output>{value.join(',')}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('checkbox', { name: 'Other income (1099)' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Wages (W-2)' }));
    expect(screen.getByRole('status')).toHaveTextContent('wages,other');
  });

  it('submits a name=value pair for each box checked', () => {
    render(
      <form aria-label="Income form">
        <CheckboxGroup legend="Income" name="income" options={options} defaultValue={['wages', 'business']} />
      </form>,
    );
    const data = new FormData(screen.getByRole('form', { name: 'Income form' }) as HTMLFormElement);
    expect(data.getAll('income')).toEqual(['wages', 'business']);
  });

  it('links the hint and the error to the group', () => {
    render(
      <CheckboxGroup
        legend="Income"
        name="income"
        hint="Select all that apply."
        error="Select the income you had"
        options={options}
      />,
    );
    expect(screen.getByRole('group', { name: 'Income' })).toHaveAccessibleDescription(
      'Select all that apply. Select the income you had',
    );
  });

  it('disables every box, or one option, and forwards its ref to the fieldset', () => {
    const ref = createRef<HTMLFieldSetElement>();
    const { rerender } = render(
      <CheckboxGroup
        ref={ref}
        legend="Income"
        name="income"
        options={[...options.slice(0, 2), { ...options[2]!, isDisabled: true }]}
      />,
    );
    expect(ref.current).toBe(screen.getByRole('group', { name: 'Income' }));
    expect(screen.getByRole('checkbox', { name: 'Business profit' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Wages (W-2)' })).toBeEnabled();
    rerender(<CheckboxGroup ref={ref} legend="Income" name="income" options={options} isDisabled />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});
