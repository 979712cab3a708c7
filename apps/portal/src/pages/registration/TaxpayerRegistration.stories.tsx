import { registrationOverrides } from '@citytax/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { withRouter } from '../../storybook/withRouter';
import { loginRoute } from './storyDecorators';
import { TaxpayerRegistrationPage } from './TaxpayerRegistration';
import { WebAccountPage } from './WebAccount';

const meta = {
  title: 'Portal/Pages/Registration/TaxpayerRegistration',
  component: TaxpayerRegistrationPage,
  decorators: [
    withRouter({
      path: '/auth/taxpayer-registration',
      Component: TaxpayerRegistrationPage,
      routes: [{ path: '/auth/taxpayer-registration/web', Component: WebAccountPage }, loginRoute],
    }),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof TaxpayerRegistrationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// Focus starts in the field: the previous story may leave the document's focus anywhere.
async function checkId(taxpayerId: string) {
  screen.getByRole('textbox', { name: 'Taxpayer ID' }).focus();
  await userEvent.keyboard(`${taxpayerId}{Enter}`);
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
  },
};

export const NeedsWebAccount: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Register' });
    await checkId('100004');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Create your web account' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Taxpayer ID' })).toHaveValue('100004');
  },
};

export const NotRegistered: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Register' });
    await checkId('999999');
    const heading = await canvas.findByRole('heading', {
      level: 2,
      name: 'You are not registered with the City Tax Collection Division',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Register as an individual' })).toHaveFocus();
  },
};

export const Inactive: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Register' });
    await checkId('100002');
    await expect(
      await canvas.findByText(/Please contact support at support@citytax.example or 216-555-0100\./),
    ).toBeInTheDocument();
  },
};

export const NeedsMigration: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Register' });
    await checkId('100003');
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Set a new password' });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('0003');
    await userEvent.tab();
    await userEvent.keyboard('44114{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Check your email' }),
    ).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: registrationOverrides.registrationPending } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Register' });
    await checkId('100004');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Continue/ })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [registrationOverrides.checkFails] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Register' });
    await checkId('100004');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  },
};
