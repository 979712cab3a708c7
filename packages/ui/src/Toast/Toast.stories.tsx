import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../text/storyText';
import { ToastProvider, useToast, type ToastOptions } from './Toast';

function Demo({ toasts }: { toasts: (ToastOptions & { button: string })[] }) {
  const { show } = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {toasts.map(({ button, ...options }) => (
        <button key={button} type="button" onClick={() => show(options)}>
          {button}
        </button>
      ))}
    </div>
  );
}

const SUCCESS = 'Confirmation email has been sent. Please check your inbox.';
const DANGER = 'Unable to submit question/comment. Please try again.';
const STANDARD = 'An error occurred loading taxpayer information, please try again later';

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  args: {
    children: (
      <Demo
        toasts={[
          { button: 'Show success', text: SUCCESS, kind: 'success', delay: 1500 },
          { button: 'Show danger', text: DANGER, kind: 'danger', delay: 1500 },
          { button: 'Show standard', text: STANDARD, kind: 'standard', delay: 1500 },
          { button: 'Show sticky', text: 'Your form was saved.', kind: 'success', autoHide: false },
        ]}
      />
    ),
  },
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (globals: Record<string, unknown>) =>
  screen.getByRole('region', { name: storyText(globals).toast.label });

/** A success toast is announced politely, keeps focus where it was and hides after its delay. */
export const SuccessAppearsAndHides: Story = {
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole('button', { name: 'Show success' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(region(globals)).findByText(SUCCESS)).toBeVisible();
    await expect(button).toHaveFocus();
    await waitFor(() => expect(within(region(globals)).queryByText(SUCCESS)).toBeNull(), { timeout: 4000 });
  },
};

/** A danger toast goes through `role="alert"`. */
export const Danger: Story = {
  play: async ({ canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show danger' }));
    await expect(await within(region(globals)).findByText(DANGER)).toBeVisible();
    await expect(screen.getByRole('alert')).toHaveTextContent(DANGER);
    await waitFor(() => expect(within(region(globals)).queryByText(DANGER)).toBeNull(), { timeout: 4000 });
  },
};

/** Several toasts stack; the sticky one stays until closed by keyboard. */
export const StackedAndClosedByKeyboard: Story = {
  play: async ({ canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show standard' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show sticky' }));
    await expect(within(region(globals)).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(within(region(globals)).getAllByRole('listitem')).toHaveLength(1), {
      timeout: 4000,
    });
    const sticky = canvas.getByRole('button', { name: 'Show sticky' });
    sticky.focus();
    await userEvent.tab();
    const close = within(region(globals)).getByRole('button', { name: storyText(globals).toast.closeLabel });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(region(globals)).queryByRole('listitem')).toBeNull());
    await expect(sticky).toHaveFocus();
  },
};

/** While keyboard focus is on a toast, it does not hide (WCAG 2.2.1). */
export const PausedWhileFocused: Story = {
  play: async ({ canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show standard' }));
    const close = await within(region(globals)).findByRole('button', {
      name: storyText(globals).toast.closeLabel,
    });
    close.focus();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await expect(within(region(globals)).getByText(STANDARD)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(region(globals)).queryByRole('listitem')).toBeNull());
  },
};
