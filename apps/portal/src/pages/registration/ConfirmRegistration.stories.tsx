import { registrationOverrides } from '@citytax/api/mocks';
import { uiTextEn } from '@citytax/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { registrationEn } from '../../messages/registration.en';
import { withRouter } from '../../storybook/withRouter';

const t = registrationEn.confirm;
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
  const heading = await screen.findByRole('heading', { level: 2, name: t.setPasswordHeading });
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
    await expect(await canvas.findByText(t.checking)).toBeInTheDocument();
  },
};

export const SetPassword: Story = {
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 2, name: t.setPasswordHeading });
    await waitFor(() => expect(heading).toHaveFocus());
    await setPassword('Lake-Erie-2026');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t.success.heading }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t.login })).toBeInTheDocument();
    // The new account is offered a second sign-in step.
    await expect(canvas.getByRole('link', { name: t.secondStepOffer.link })).toHaveAttribute(
      'href',
      '/auth/login?returnUrl=%2Faccount-security',
    );
  },
};

export const AlreadyConfirmed: Story = {
  parameters: { msw: { handlers: [registrationOverrides.alreadyConfirmed] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t.alreadyConfirmed.heading }),
    ).toBeInTheDocument();
  },
};

export const MissingToken: Story = {
  parameters: { initialEntry: '/confirm-registration?email=alex%40example.com' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.missingToken)).toBeInTheDocument();
  },
};

export const StatusErrorAndResend: Story = {
  parameters: { msw: { handlers: [registrationOverrides.statusExpired] } },
  play: async ({ canvas }) => {
    await canvas.findByText(t.statusFailed);
    const resend = canvas.getByRole('button', { name: t.resend });
    // The alert takes focus when it appears; the resend button is the next stop.
    await waitFor(() => expect(resend.ownerDocument.activeElement?.textContent).toContain(t.statusFailed));
    await userEvent.tab();
    await expect(resend).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toasts = screen.getByRole('region', { name: uiTextEn.toast.label });
    await expect(await within(toasts).findByText(t.resendSuccess)).toBeInTheDocument();
  },
};

export const InvalidPassword: Story = {
  parameters: { msw: { handlers: registrationOverrides.confirmInvalidPassword } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: t.setPasswordHeading });
    await setPassword('password123');
    const dialog = await screen.findByRole('dialog', { name: t.invalidPasswordTitle });
    await expect(within(dialog).getByText(/Password is too common/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LinkExpired: Story = {
  parameters: { msw: { handlers: registrationOverrides.confirmExpired } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: t.setPasswordHeading });
    await setPassword('Lake-Erie-2026');
    await expect(await canvas.findByText(t.expired)).toBeInTheDocument();
  },
};
