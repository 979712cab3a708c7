import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

const UNSAVED =
  'WARNING: You have unsaved changes. Press Cancel to stay on the current form, or OK to lose these changes.';

function Harness({ onConfirm, onCancel }: { onConfirm?: () => void; onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Leave form
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Unsaved changes"
        message={UNSAVED}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alertdialog described by its message, with focus on Cancel', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Leave form' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    const describedBy = dialog.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(document.getElementById(describedBy!)).toHaveTextContent(UNSAVED);
    expect(dialog).toHaveAccessibleDescription(UNSAVED);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms with OK and returns focus to the trigger', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    const trigger = screen.getByRole('button', { name: 'Leave form' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it.each([
    ['the Cancel button', async () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Escape', async () => userEvent.keyboard('{Escape}')],
  ])('aborts with %s', async (_how, act) => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    const trigger = screen.getByRole('button', { name: 'Leave form' });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog');
    await act();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('uses custom labels', async () => {
    render(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        message="Save the exemption certificate?"
        confirmLabel="Save"
        cancelLabel="Go back"
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(dialog).toHaveAccessibleDescription('Save the exemption certificate?');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
  });
});
