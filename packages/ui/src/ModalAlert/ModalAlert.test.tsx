import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ModalAlert, type ModalAlertProps } from './ModalAlert';

type MessageProps =
  { message: ModalAlertProps['message'] } | { messageHtml: string; sanitizeHtml: (html: string) => string };

function Harness({ onOk, ...message }: { onOk?: () => void } & MessageProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalAlert open={open} onOpenChange={setOpen} onOk={onOk} title="Notice" {...message} />
    </>
  );
}

const hostileHtml = '<p>Hello <em>there</em></p><script>window.hacked = true</script>';

describe('ModalAlert', () => {
  it('opens, shows a text message, closes with OK and returns focus', async () => {
    const onOk = vi.fn();
    render(<Harness onOk={onOk} message="Your session has expired." />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAccessibleDescription('Your session has expired.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('renders markup in `message` as text, never as HTML', async () => {
    render(<Harness message={hostileHtml} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog.querySelector('script, em')).toBeNull();
    expect(dialog).toHaveTextContent('<script>window.hacked = true</script>');
  });

  it('takes elements as the message', async () => {
    render(
      <Harness
        message={
          <ul>
            <li>At least 8 characters</li>
            <li>One digit</li>
          </ul>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog.querySelectorAll('li')).toHaveLength(2);
    expect(dialog).toHaveAccessibleDescription('At least 8 characters One digit');
  });

  it('renders `messageHtml` only as the caller’s sanitizer returns it', async () => {
    const sanitizeHtml = vi.fn((html: string) => DOMPurify.sanitize(html));
    render(<Harness messageHtml={hostileHtml} sanitizeHtml={sanitizeHtml} />);
    expect(sanitizeHtml).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(sanitizeHtml).toHaveBeenCalledWith(hostileHtml);
    expect(dialog).toHaveAccessibleDescription('Hello there');
    expect(dialog.querySelector('em')).not.toBeNull();
    expect(dialog.querySelector('script')).toBeNull();
  });

  it('shows none of `messageHtml` without a sanitizer, and says why once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A JavaScript caller, or one that casts: the types make this a compile error.
    const unsafe = { messageHtml: hostileHtml } as unknown as MessageProps;
    render(<Harness {...unsafe} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog).not.toHaveTextContent('Hello');
    expect(dialog.querySelector('em, script')).toBeNull();
    const calls = error.mock.calls.filter(([text]) => String(text).includes('sanitizeHtml'));
    expect(calls).toHaveLength(1);
    error.mockRestore();
  });

  it('closes with Escape and the Close cross', async () => {
    render(<Harness message="Hello" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

// Type-level checks: `tsc` fails if HTML can be given without a sanitizer.
export function typeChecks() {
  const noop = () => {};
  return [
    // @ts-expect-error messageHtml needs sanitizeHtml
    <ModalAlert key="a" open onOpenChange={noop} title="t" messageHtml="<b>x</b>" />,
    // @ts-expect-error message and messageHtml exclude each other
    <ModalAlert
      key="b"
      open
      onOpenChange={noop}
      title="t"
      message="x"
      messageHtml="<b>x</b>"
      sanitizeHtml={String}
    />,
    <ModalAlert key="c" open onOpenChange={noop} title="t" messageHtml="<b>x</b>" sanitizeHtml={(h) => h} />,
  ];
}
