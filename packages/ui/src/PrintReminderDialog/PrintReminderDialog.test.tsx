import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PrintReminderDialog } from './PrintReminderDialog';

function Harness({ onDismiss }: { onDismiss: (result: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Submit
      </button>
      <PrintReminderDialog
        open={open}
        onOpenChange={setOpen}
        formTitle="Individual Annual Return"
        onDismiss={onDismiss}
      />
    </>
  );
}

describe('PrintReminderDialog', () => {
  it.each([
    ['I want to print - Return to Form', true],
    ["I'm finished - Proceed to Next Step", false],
  ])('"%s" dismisses with %s and returns focus', async (name, result) => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    const trigger = screen.getByRole('button', { name: 'Submit' });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', {
      name: "Don't Forget to Print Your Individual Annual Return",
    });
    await userEvent.click(screen.getByRole('button', { name }));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(result);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('treats Escape as returning to the form', async () => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'I want to print - Return to Form' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('points aria-describedby at an optional message', async () => {
    render(
      <PrintReminderDialog
        open
        onOpenChange={() => {}}
        formTitle="Exemption Certificate"
        message="Keep a copy for your records."
        onDismiss={() => {}}
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('Keep a copy for your records.');
  });
});
