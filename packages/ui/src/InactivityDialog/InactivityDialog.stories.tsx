import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { storyText } from '../text/storyText';
import { useIdleTimer } from '../useIdleTimer/useIdleTimer';
import { InactivityDialog } from './InactivityDialog';

function Harness({ onContinue, countdownFrom }: { onContinue: () => void; countdownFrom?: number }) {
  const [open, setOpen] = useState(false);
  const [seconds, setSeconds] = useState(countdownFrom);
  useEffect(() => {
    if (!open || countdownFrom === undefined) return undefined;
    const id = setInterval(() => setSeconds((s) => (s === undefined ? s : Math.max(0, s - 1))), 1000);
    return () => clearInterval(id);
  }, [open, countdownFrom]);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setSeconds(countdownFrom);
          setOpen(true);
        }}
      >
        Simulate inactivity
      </button>
      <InactivityDialog
        open={open}
        onOpenChange={setOpen}
        signedIn
        onContinue={onContinue}
        secondsRemaining={countdownFrom === undefined ? undefined : seconds}
      />
    </>
  );
}

/** How the shell wires `useIdleTimer` to the dialog, with times shortened to seconds. */
function IdleShell({ onContinue }: { onContinue: () => void }) {
  const [open, setOpen] = useState(false);
  const [signedIn, setSignedIn] = useState(true);
  const { reset, remainingMs } = useIdleTimer({
    warningTime: 500,
    logoutTime: 5500,
    enabled: signedIn,
    onWarning: () => setOpen(true),
    onLogout: () => {
      setSignedIn(false);
      setOpen(true);
    },
  });
  return (
    <>
      <p>{signedIn ? 'Signed in.' : 'Signed out.'}</p>
      <InactivityDialog
        open={open}
        onOpenChange={setOpen}
        signedIn={signedIn}
        secondsRemaining={remainingMs === undefined ? undefined : Math.ceil(remainingMs / 1000)}
        onContinue={() => {
          onContinue();
          if (signedIn) reset();
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/InactivityDialog',
  component: InactivityDialog,
  args: { open: true, onOpenChange: fn(), onContinue: fn(), signedIn: true },
  // On the docs page each example starts closed behind a button (see .storybook/docsTrigger.tsx).
  parameters: { docsTrigger: { label: 'Show the inactivity warning' } },
} satisfies Meta<typeof InactivityDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ globals }) => {
    const t = storyText(globals).inactivityDialog;
    const dialog = await screen.findByRole('alertdialog', { name: t.signedInTitle });
    await expect(dialog).toHaveAccessibleDescription(t.signedInMessage);
    await expect(screen.getByRole('button', { name: t.okLabel })).toHaveFocus();
  },
};

export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ globals }) => {
    const t = storyText(globals).inactivityDialog;
    const dialog = await screen.findByRole('alertdialog', { name: t.signedOutTitle });
    await expect(dialog).toHaveAccessibleDescription(t.signedOutMessage);
  },
};

export const WithCountdown: Story = {
  args: { secondsRemaining: 300 },
  play: async ({ globals }) => {
    await screen.findByRole('alertdialog');
    const countdown = storyText(globals).inactivityDialog.countdownText(300);
    await expect(screen.getAllByText(countdown).length).toBeGreaterThan(0);
  },
};

export const ContinueWithEnter: Story = {
  parameters: { docsTrigger: { mode: 'none' } },
  render: (args) => <Harness onContinue={args.onContinue} countdownFrom={30} />,
  play: async ({ args, canvas, globals }) => {
    const t = storyText(globals).inactivityDialog;
    const trigger = canvas.getByRole('button', { name: 'Simulate inactivity' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: t.signedInTitle });
    await expect(screen.getByRole('button', { name: t.okLabel })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: t.okLabel })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ContinueWithSpace: Story = {
  parameters: { docsTrigger: { mode: 'none' } },
  render: (args) => <Harness onContinue={args.onContinue} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Simulate inactivity' });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ContinueWithEscape: Story = {
  parameters: { docsTrigger: { mode: 'none' } },
  render: (args) => <Harness onContinue={args.onContinue} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Simulate inactivity' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The idle timer opens the warning; Enter continues and restarts the timers. */
export const WiredToIdleTimer: Story = {
  // It opens by itself half a second after it renders: on the docs page it starts on click.
  parameters: { docsTrigger: { label: 'Start the idle timer', mode: 'mount' } },
  render: (args) => <IdleShell onContinue={args.onContinue} />,
  play: async ({ args, globals }) => {
    const t = storyText(globals).inactivityDialog;
    await screen.findByRole('alertdialog', { name: t.signedInTitle }, { timeout: 3000 });
    await expect(screen.getAllByText(t.countdownText(5)).length).toBeGreaterThan(0);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await expect(screen.getByText('Signed in.')).toBeVisible();
  },
};
