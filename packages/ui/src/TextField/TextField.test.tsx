import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled and reports typed values', async () => {
    const onChange = vi.fn();
    render(<TextField label="Email address" name="email" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'a@b.co');
    expect(onChange).toHaveBeenLastCalledWith('a@b.co');
  });

  it('links the hint through aria-describedby', () => {
    render(<TextField label="Email address" name="email" hint="At most 50 characters." />);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'At most 50 characters.',
    );
  });

  it('marks an error with aria-invalid and describes it', () => {
    render(<TextField label="Email address" name="email" hint="Hint." error="Email address is required" />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Email address is required/);
    expect(input).toHaveAccessibleDescription(/Hint\./);
  });
});
