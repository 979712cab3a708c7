import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup, type RadioOption } from './RadioGroup';

const options: RadioOption[] = [
  { value: 'retired', label: 'I am retired', hint: 'And had no earned income.' },
  { value: 'armedForces', label: 'I served in the armed forces' },
  { value: 'under18', label: 'I was under 18' },
];

describe('RadioGroup', () => {
  it('moves between choices with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RadioGroup label="Reason" name="reason" options={options} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'I am retired' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('armedForces');
    expect(screen.getByRole('radio', { name: 'I served in the armed forces' })).toBeChecked();
  });

  it('describes the group hint and error and each choice hint', () => {
    render(
      <RadioGroup
        label="Reason"
        name="reason"
        options={options}
        hint="Choose one."
        error="You must choose a reason you are filing this form."
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Reason' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(/Choose one\./);
    expect(group).toHaveAccessibleDescription(/You must choose a reason you are filing this form\./);
    expect(screen.getByRole('radio', { name: 'I am retired' })).toHaveAccessibleDescription(
      /And had no earned income\./,
    );
  });
});
