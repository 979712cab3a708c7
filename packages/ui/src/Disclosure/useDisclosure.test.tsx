import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useDisclosure } from './useDisclosure';

function Example() {
  const { open, buttonProps, panelProps, containerProps } = useDisclosure();
  return (
    <div {...containerProps}>
      <button {...buttonProps}>Details</button>
      <div {...panelProps} hidden={!open}>
        <a href="#more">More</a>
      </div>
    </div>
  );
}

describe('useDisclosure', () => {
  it('is a native button that controls its panel and says whether it is expanded', async () => {
    render(<Example />);
    const button = screen.getByRole('button', { name: 'Details' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'More' })).toBeNull();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const link = screen.getByRole('link', { name: 'More' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(link);
    expect(panel).toHaveAttribute('data-state', 'open');

    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-state', 'closed');
  });

  it('closes on Escape from inside the panel and puts focus back on the button', async () => {
    render(<Example />);
    const button = screen.getByRole('button', { name: 'Details' });
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'More' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    // Closed, Escape changes nothing.
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
