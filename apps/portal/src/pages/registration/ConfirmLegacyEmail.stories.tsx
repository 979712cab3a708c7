import { registrationOverrides } from '@citytax/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
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
  (await screen.findByLabelText('Password')).focus();
  await userEvent.keyboard(password);
  await userEvent.tab();
  await userEvent.keyboard(`${confirm}{Enter}`);
}

export const Success: Story = {
  play: async ({ canvas }) => {
    await setPassword('Lake-Erie-2026');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your password is set' }),
    ).toBeInTheDocument();
  },
};

export const Mismatch: Story = {
  play: async ({ canvas }) => {
    await setPassword('Lake-Erie-2026', 'Lake-Erie-2027');
    await waitFor(() =>
      expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords must match.'),
    );
  },
};

export const InvalidToken: Story = {
  parameters: { msw: { handlers: registrationOverrides.confirmInvalidToken } },
  play: async ({ canvas }) => {
    await setPassword('Lake-Erie-2026');
    await expect(
      await canvas.findByText('We were unable to complete your email confirmation request.'),
    ).toBeInTheDocument();
  },
};
