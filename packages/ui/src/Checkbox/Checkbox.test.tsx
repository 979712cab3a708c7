import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

const LABEL = 'I confirm the chosen option is correct.';

describe('Checkbox', () => {
  it('toggles with the Space key', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label={LABEL} name="veracity" onChange={onChange} />);
    await user.tab();
    const box = screen.getByRole('checkbox', { name: LABEL });
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box).toBeChecked();
  });

  it('describes the hint and the error and marks the box invalid', () => {
    render(
      <Checkbox
        label={LABEL}
        name="veracity"
        hint="Required to save."
        error="You must confirm the chosen option is correct."
      />,
    );
    const box = screen.getByRole('checkbox', { name: LABEL });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Required to save\./);
    expect(box).toHaveAccessibleDescription(/You must confirm the chosen option is correct\./);
  });
});
