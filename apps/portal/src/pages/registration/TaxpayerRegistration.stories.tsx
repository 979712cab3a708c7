import { registrationOverrides } from '@citytax/api/mocks';
import { contactLine } from '@citytax/api';
import { registrationMessages } from '@citytax/forms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { en } from '../../messages/en';
import { registrationEn } from '../../messages/registration.en';
import { withRouter } from '../../storybook/withRouter';
import { loginRoute } from './storyDecorators';
import { TaxpayerRegistrationPage } from './TaxpayerRegistration';
import { WebAccountPage } from './WebAccount';

const t = registrationEn.check;

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
  screen.getByRole('textbox', { name: registrationMessages.fields.taxpayerId }).focus();
  await userEvent.keyboard(`${taxpayerId}{Enter}`);
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
  },
};

export const NeedsWebAccount: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: t.title });
    await checkId('100004');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: registrationEn.web.title }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: registrationMessages.fields.taxpayerId })).toHaveValue(
      '100004',
    );
  },
};

export const NotRegistered: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: t.title });
    await checkId('999999');
    const heading = await canvas.findByRole('heading', {
      level: 2,
      name: t.notRegistered.heading,
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.notRegistered.individual })).toHaveFocus();
  },
};

export const Inactive: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: t.title });
    await checkId('100002');
    await expect(
      await canvas.findByText(`${t.inactive.body} ${contactLine(en.support)}`),
    ).toBeInTheDocument();
  },
};

export const NeedsMigration: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: t.title });
    await checkId('100003');
    const heading = await canvas.findByRole('heading', { level: 2, name: t.migration.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('0003');
    await userEvent.tab();
    await userEvent.keyboard('44114');
    await userEvent.tab();
    await userEvent.keyboard('JWCP-3PG7-9UDF{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t.migration.sent }),
    ).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: registrationOverrides.registrationPending } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: t.title });
    await checkId('100004');
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: new RegExp(registrationMessages.registrationCheck.submit) }),
      ).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [registrationOverrides.checkFails] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: t.title });
    await checkId('100004');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.checkFailed);
  },
};
