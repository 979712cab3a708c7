import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick on click and with the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>I Agree</Button>);
    const button = screen.getByRole('button', { name: 'I Agree' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not call onClick when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} disabled>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('announces loading and blocks presses', async () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} isLoading loadingLabel="Saving">
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Saving');
  });

  it('exposes the variant as an attribute', () => {
    render(<Button variant="danger">Delete</Button>);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-variant', 'danger');
  });
});

describe('Button loading state', () => {
  it('stays focusable while loading so focus is not lost', async () => {
    render(
      <Button isLoading loadingLabel="Saving">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.tab();
    expect(button).toHaveFocus();
  });

  it('is a submit button only when asked', () => {
    render(
      <>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });
});
