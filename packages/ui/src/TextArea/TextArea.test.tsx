import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is labelled and reports typed values', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Comments" name="message" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Comments' }), 'Hello{Enter}there');
    expect(onChange).toHaveBeenLastCalledWith('Hello\nthere');
  });

  it('describes the hint and the error and marks the field invalid', () => {
    render(
      <TextArea
        label="Comments"
        name="message"
        hint="Do not share passwords."
        error="Comments is required"
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Comments' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription(/Do not share passwords\./);
    expect(area).toHaveAccessibleDescription(/Comments is required/);
  });
});
