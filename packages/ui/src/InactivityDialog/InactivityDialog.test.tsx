import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InactivityDialog } from './InactivityDialog';

const SIGNED_IN =
  'You will be logged out soon because you have been inactive. Press OK, Esc, Enter or Space to stay logged in.';

function Harness({ onContinue, signedIn = true }: { onContinue: () => void; signedIn?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Simulate inactivity
      </button>
      <InactivityDialog open={open} onOpenChange={setOpen} signedIn={signedIn} onContinue={onContinue} />
    </>
  );
}

describe('InactivityDialog', () => {
  it('warns a signed-in user, describing how to continue', async () => {
    render(<Harness onContinue={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Simulate inactivity' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    const describedBy = dialog.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)).toHaveTextContent(SIGNED_IN);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('tells a signed-out user they were logged out', async () => {
    render(<InactivityDialog open onOpenChange={() => {}} signedIn={false} onContinue={() => {}} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'You have been logged out' });
    expect(dialog).toHaveAccessibleDescription('You have been logged out due to inactivity.');
  });

  it.each([
    ['OK', async () => userEvent.click(screen.getByRole('button', { name: 'OK' }))],
    ['Enter', async () => userEvent.keyboard('{Enter}')],
    ['Space', async () => userEvent.keyboard(' ')],
    ['Escape', async () => userEvent.keyboard('{Escape}')],
  ])('continues with %s and returns focus', async (_key, act) => {
    const onContinue = vi.fn();
    render(<Harness onContinue={onContinue} />);
    const trigger = screen.getByRole('button', { name: 'Simulate inactivity' });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog');
    await act();
    expect(onContinue).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('shows the countdown and announces it only in steps', async () => {
    const props = { open: true, onOpenChange: () => {}, signedIn: true, onContinue: () => {} };
    const { rerender } = render(<InactivityDialog {...props} secondsRemaining={60} />);
    await screen.findByRole('alertdialog');
    // The OK button has its own (empty) loading status; the countdown one is the other.
    const status = screen.getAllByRole('status').find((el) => !el.closest('button'))!;
    expect(status).toHaveTextContent('60 seconds remaining.');
    rerender(<InactivityDialog {...props} secondsRemaining={59} />);
    expect(screen.getByText('59 seconds remaining.')).toBeInTheDocument();
    expect(status).toHaveTextContent('60 seconds remaining.');
    rerender(<InactivityDialog {...props} secondsRemaining={45} />);
    expect(status).toHaveTextContent('45 seconds remaining.');
    rerender(<InactivityDialog {...props} secondsRemaining={9} />);
    rerender(<InactivityDialog {...props} secondsRemaining={8} />);
    expect(status).toHaveTextContent('8 seconds remaining.');
  });
});
