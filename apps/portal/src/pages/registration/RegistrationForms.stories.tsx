import { registrationOverrides } from '@citytax/api/mocks';
import { registrationMessages } from '@citytax/forms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { registrationEn } from '../../messages/registration.en';
import { withRouter } from '../../storybook/withRouter';

const fields = registrationMessages.fields;
import { WebAccountPage } from './WebAccount';

const meta = {
  title: 'Portal/Pages/Registration/WebAccount',
  component: WebAccountPage,
  decorators: [
    withRouter({
      path: '/auth/taxpayer-registration/web',
      initialEntry: '/auth/taxpayer-registration/web?taxpayerId=100004',
    }),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof WebAccountPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(email: string) {
  screen.getByRole('textbox', { name: fields.federalIdLast4 }).focus();
  await userEvent.keyboard('4321');
  await userEvent.tab();
  await userEvent.keyboard('44113');
  await userEvent.tab();
  await userEvent.keyboard('G43Z-3HSY-G88G');
  await userEvent.tab();
  await userEvent.keyboard(email);
  await userEvent.tab();
  await userEvent.keyboard(`${email}{Enter}`);
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: fields.taxpayerId })).toHaveValue('100004');
  },
};

export const AccountCreated: Story = {
  play: async ({ canvas }) => {
    await fill('alex@example.com');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: registrationEn.checkEmail.heading }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(registrationEn.checkEmail.body('alex@example.com'))).toBeInTheDocument();
  },
};

export const DuplicateEmail: Story = {
  parameters: { msw: { handlers: registrationOverrides.duplicateEmail } },
  play: async ({ canvas }) => {
    await fill('individual@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(registrationEn.duplicateEmail);
  },
};
