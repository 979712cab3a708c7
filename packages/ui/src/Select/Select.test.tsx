import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from './Select';

const options: SelectOption[] = [
  { value: 'General Tax and Filing', label: 'General Tax and Filing' },
  { value: 'Website', label: 'Website' },
];

describe('Select', () => {
  it('opens with the keyboard and reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Type" name="type" options={options} onChange={onChange} />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: /Type/ });
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('Website');
    expect(trigger).toHaveTextContent('Website');
  });

  it('describes the hint and the error', () => {
    render(
      <Select
        label="Type"
        name="type"
        options={options}
        hint="What your question is about."
        error="Type is required"
      />,
    );
    const trigger = screen.getByRole('button', { name: /Type/ });
    expect(trigger).toHaveAccessibleDescription(/What your question is about\./);
    expect(trigger).toHaveAccessibleDescription(/Type is required/);
  });
});
