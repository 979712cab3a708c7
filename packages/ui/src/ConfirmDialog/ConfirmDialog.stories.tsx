import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { storyText } from '../text/storyText';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const UNSAVED =
  'WARNING: You have unsaved changes. Press Cancel to stay on the current form, or OK to lose these changes.';

function Harness(props: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Leave form
      </button>
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    title: 'Unsaved changes',
    message: UNSAVED,
  },
  // On the docs page each example starts closed behind a button (see .storybook/docsTrigger.tsx).
  parameters: { docsTrigger: { label: 'Open the confirmation' } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asks before a form with unsaved changes is left; Cancel has focus, so Enter alone never loses work. */
export const UnsavedChanges: Story = {
  play: async ({ args, globals }) => {
    const t = storyText(globals).confirmDialog;
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await expect(dialog).toHaveAccessibleDescription(UNSAVED);
    await expect(screen.getByRole('button', { name: t.cancelLabel })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: t.confirmLabel })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ExemptionConfirmation: Story = {
  args: {
    title: 'Confirm exemption',
    message: 'I certify that the information on this exemption certificate is true and correct. Save it now?',
    confirmLabel: 'Save',
  },
  play: async () => {
    await screen.findByRole('alertdialog', { name: 'Confirm exemption' });
    await expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  },
};

export const KeyboardCancelWithEscape: Story = {
  parameters: { docsTrigger: { mode: 'none' } },
  render: (args) => <Harness title={args.title} message={args.message} onCancel={args.onCancel} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Leave form' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardCancelButton: Story = {
  parameters: { docsTrigger: { mode: 'none' } },
  render: (args) => <Harness title={args.title} message={args.message} onCancel={args.onCancel} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Leave form' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
