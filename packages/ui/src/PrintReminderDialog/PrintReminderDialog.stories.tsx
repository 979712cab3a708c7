import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { storyText } from '../text/storyText';
import { PrintReminderDialog } from './PrintReminderDialog';

function Harness({ onDismiss }: { onDismiss: (result: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Submit return
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

const meta = {
  title: 'UI/PrintReminderDialog',
  component: PrintReminderDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onDismiss: fn(),
    formTitle: 'Individual Annual Return',
  },
  // On the docs page each example starts closed behind a button (see .storybook/docsTrigger.tsx).
  parameters: { docsTrigger: { label: 'Show the print reminder' } },
} satisfies Meta<typeof PrintReminderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, globals }) => {
    const t = storyText(globals).printReminderDialog;
    await screen.findByRole('alertdialog', { name: t.title('Individual Annual Return') });
    await userEvent.click(screen.getByRole('button', { name: t.proceedLabel }));
    await expect(args.onDismiss).toHaveBeenCalledWith(false);
  },
};

export const WithMessage: Story = {
  args: { formTitle: 'Exemption Certificate', message: 'Keep a printed copy for your records.' },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: storyText(globals).printReminderDialog.title('Exemption Certificate'),
    });
    await expect(dialog).toHaveAccessibleDescription('Keep a printed copy for your records.');
  },
};

export const KeyboardReturnToForm: Story = {
  parameters: { docsTrigger: { mode: 'none' } },
  render: (args) => <Harness onDismiss={args.onDismiss} />,
  play: async ({ args, canvas, globals }) => {
    const t = storyText(globals).printReminderDialog;
    const trigger = canvas.getByRole('button', { name: 'Submit return' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await expect(screen.getByRole('button', { name: t.returnLabel })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: t.proceedLabel })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDismiss).toHaveBeenCalledWith(true);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Print prints (here a spy) and keeps the dialog open on it: once printed, the user proceeds. */
export const PrintByKeyboard: Story = {
  args: { onPrint: fn() },
  play: async ({ args, globals }) => {
    const t = storyText(globals).printReminderDialog;
    const dialog = await screen.findByRole('alertdialog', { name: t.title('Individual Annual Return') });
    await expect(dialog).toHaveAccessibleDescription(t.message);
    // From "Return to Form": past "Proceed", the trap wraps round to Print.
    await userEvent.tab();
    await userEvent.tab();
    const print = screen.getByRole('button', { name: t.printLabel });
    await expect(print).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPrint).toHaveBeenCalledOnce();
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await expect(print).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: t.proceedLabel })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledWith(false);
  },
};
