import { registrationOverrides } from '@citytax/api/mocks';
import { registrationMessages } from '@citytax/forms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { registrationEn } from '../../messages/registration.en';
import { withRouter } from '../../storybook/withRouter';
import { ConfirmLegacyEmailPage } from './ConfirmLegacyEmail';
import { loginRoute, withToasts } from './storyDecorators';

const meta = {
  title: 'Portal/Pages/Registration/ConfirmLegacyEmail',
  component: ConfirmLegacyEmailPage,
  decorators: [
    withRouter({
      path: '/confirm-legacy-email',
      initialEntry: '/confirm-legacy-email?token=abc_DEF-123&email=legacy%40example.com',
      routes: [loginRoute],
    }),
    withToasts,
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof ConfirmLegacyEmailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function setPassword(password: string, confirm = password) {
  (await screen.findByLabelText(registrationMessages.fields.password)).focus();
  await userEvent.keyboard(password);
  await userEvent.tab();
  await userEvent.keyboard(`${confirm}{Enter}`);
}

export const Success: Story = {
  play: async ({ canvas }) => {
    await setPassword('Lake-Erie-2026');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: registrationEn.confirm.legacySuccess.heading }),
    ).toBeInTheDocument();
  },
};

export const Mismatch: Story = {
  play: async ({ canvas }) => {
    await setPassword('Lake-Erie-2026', 'Lake-Erie-2027');
    await waitFor(() =>
      expect(canvas.getByLabelText(registrationMessages.fields.confirmPassword)).toHaveAccessibleDescription(
        registrationMessages.passwordMismatchLegacy,
      ),
    );
  },
};

export const InvalidToken: Story = {
  parameters: { msw: { handlers: registrationOverrides.confirmInvalidToken } },
  play: async ({ canvas }) => {
    await setPassword('Lake-Erie-2026');
    await expect(await canvas.findByText(registrationEn.confirm.unauthorized)).toBeInTheDocument();
  },
};
