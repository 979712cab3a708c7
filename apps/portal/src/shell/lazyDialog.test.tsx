import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyConfirmDialog } from './lazyDialog';

function Harness() {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove
      </button>
      <p>answer: {answer}</p>
      <LazyConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Remove this W-2?"
        message="It is removed from the return."
        confirmLabel="Remove it"
        onConfirm={() => {
          setAnswer('confirmed');
          setOpen(false);
        }}
      />
    </>
  );
}

describe('LazyConfirmDialog', () => {
  it('draws nothing until it first opens, then the dialog; closed, focus goes back to what opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('It is removed from the return.');

    await user.click(screen.getByRole('button', { name: 'Remove it' }));
    expect(screen.getByText('answer: confirmed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus());

    // Opened again, it is there at once: its code has loaded.
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
