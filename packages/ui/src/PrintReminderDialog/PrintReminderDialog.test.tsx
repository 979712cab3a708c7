import { render, screen, waitFor, within } from '@testing-library/react';
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

  it('says why to print by default', async () => {
    render(
      <PrintReminderDialog
        open
        onOpenChange={() => {}}
        formTitle="Exemption Certificate"
        onDismiss={() => {}}
      />,
    );
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(
      'Keep a copy of your form for your records.',
    );
  });

  it('Print prints and keeps the dialog open on the same button, so the user can then proceed', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog');
    const printButton = within(dialog).getByRole('button', { name: 'Print' });
    await userEvent.click(printButton);
    expect(print).toHaveBeenCalledOnce();
    expect(onDismiss).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    expect(printButton).toHaveFocus();
    await userEvent.click(
      within(dialog).getByRole('button', { name: "I'm finished - Proceed to Next Step" }),
    );
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(false);
    print.mockRestore();
  });

  it('Print calls onPrint instead when given', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const onPrint = vi.fn();
    render(
      <PrintReminderDialog
        open
        onOpenChange={() => {}}
        formTitle="Exemption Certificate"
        onDismiss={() => {}}
        onPrint={onPrint}
        printLabel="Print this form"
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Print this form' }));
    expect(onPrint).toHaveBeenCalledOnce();
    expect(print).not.toHaveBeenCalled();
    print.mockRestore();
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
