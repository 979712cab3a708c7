import { registrationOverrides } from '@citytax/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../storybook/withRouter';
import { ConfirmRegistrationPage } from './ConfirmRegistration';
import { loginRoute, withToasts } from './storyDecorators';

const LINK = '/confirm-registration?email=alex%40example.com&token=abc_DEF-123';

const meta = {
  title: 'Portal/Pages/Registration/ConfirmRegistration',
  component: ConfirmRegistrationPage,
  decorators: [
    withRouter({ path: '/confirm-registration', initialEntry: LINK, routes: [loginRoute] }),
    withToasts,
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof ConfirmRegistrationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function setPassword(password: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Choose your password' });
  // The heading takes focus when the form appears; wait for it, then tab into the form.
  await waitFor(() => expect(heading).toHaveFocus());
  await userEvent.tab();
  await userEvent.keyboard(password);
  await userEvent.tab();
  await userEvent.keyboard(`${password}{Enter}`);
}

export const Loading: Story = {
  parameters: { msw: { handlers: [registrationOverrides.statusLoading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Checking your confirmation link')).toBeInTheDocument();
  },
};

export const SetPassword: Story = {
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Choose your password' });
    await waitFor(() => expect(heading).toHaveFocus());
    await setPassword('Lake-Erie-2026');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your email address is confirmed' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  },
};

export const AlreadyConfirmed: Story = {
  parameters: { msw: { handlers: [registrationOverrides.alreadyConfirmed] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your email address is already confirmed' }),
    ).toBeInTheDocument();
  },
};

export const MissingToken: Story = {
  parameters: { initialEntry: '/confirm-registration?email=alex%40example.com' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Your email confirmation token was not provided. Please try resending the confirmation email. If the issue persists please contact support.',
      ),
    ).toBeInTheDocument();
  },
};

export const StatusErrorAndResend: Story = {
  parameters: { msw: { handlers: [registrationOverrides.statusExpired] } },
  play: async ({ canvas }) => {
    await canvas.findByText(
      'An unexpected error occurred while confirming your email address. You may resend the confirmation email.',
    );
    const resend = canvas.getByRole('button', { name: 'Resend confirmation email' });
    // The alert takes focus when it appears; the resend button is the next stop.
    await waitFor(() => expect(resend.ownerDocument.activeElement?.textContent).toMatch(/unexpected error/));
    await userEvent.tab();
    await expect(resend).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    await expect(
      await within(toasts).findByText('Confirmation email has been sent. Please check your inbox.'),
    ).toBeInTheDocument();
  },
};

export const InvalidPassword: Story = {
  parameters: { msw: { handlers: registrationOverrides.confirmInvalidPassword } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Choose your password' });
    await setPassword('password123');
    const dialog = await screen.findByRole('dialog', { name: 'Invalid Password' });
    await expect(within(dialog).getByText(/Password is too common/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LinkExpired: Story = {
  parameters: { msw: { handlers: registrationOverrides.confirmExpired } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Choose your password' });
    await setPassword('Lake-Erie-2026');
    await expect(
      await canvas.findByText(
        'The email confirmation link has expired. You may initiate a new request and try again.',
      ),
    ).toBeInTheDocument();
  },
};
