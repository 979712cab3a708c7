import type { Meta, StoryObj } from '@storybook/react-vite';
import DOMPurify from 'dompurify';
import { useState, type ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { storyText } from '../text/storyText';
import { ModalAlert } from './ModalAlert';

function Harness(props: { title: string; message: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show message
      </button>
      <ModalAlert {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'UI/ModalAlert',
  component: ModalAlert,
  args: {
    open: true,
    onOpenChange: fn(),
    onOk: fn(),
    title: 'Session expired',
    message: 'Your session has expired and you must login.',
  },
  // On the docs page each example starts closed behind a button (see .storybook/docsTrigger.tsx).
  parameters: { docsTrigger: { label: 'Show the message' } },
} satisfies Meta<typeof ModalAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, globals }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    await expect(dialog).toHaveTextContent('Your session has expired and you must login.');
    await userEvent.click(screen.getByRole('button', { name: storyText(globals).modalAlert.okLabel }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onOk).toHaveBeenCalled();
  },
};

/**
 * An HTML message goes in `messageHtml` with the sanitizer that cleans it (here DOMPurify): the
 * markup it may carry survives, anything that could run does not.
 */
export const SanitizedHtml: Story = {
  args: {
    title: 'Agreement required',
    message: undefined,
    messageHtml:
      '<p>You must <strong>agree</strong>.</p><img src="x" onerror="window.__modalAlertXss=1" alt="">' +
      '<script>window.__modalAlertXss=2</script><svg onload="window.__modalAlertXss=3"></svg>' +
      '<a href="javascript:window.__modalAlertXss=4">link</a>',
    sanitizeHtml: (html: string) => DOMPurify.sanitize(html),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.querySelector('strong')).not.toBeNull();
    await expect(dialog.querySelector('script')).toBeNull();
    await expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    await expect(dialog.querySelector('svg')?.getAttribute('onload')).toBeFalsy();
    await expect(dialog.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/^javascript:/);
    // Long enough for a broken image's error event to have fired.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect((window as unknown as Record<string, unknown>).__modalAlertXss).toBeUndefined();
  },
};

export const KeyboardOpenAndEscape: Story = {
  parameters: { docsTrigger: { mode: 'none' } },
  render: (args) => <Harness title={args.title} message={args.message} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Show message' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseWithCross: Story = {
  parameters: { docsTrigger: { mode: 'none' } },
  render: (args) => <Harness title={args.title} message={args.message} />,
  play: async ({ canvas, globals }) => {
    const trigger = canvas.getByRole('button', { name: 'Show message' });
    await userEvent.click(trigger);
    await userEvent.click(
      await screen.findByRole('button', { name: storyText(globals).modalAlert.closeLabel }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
