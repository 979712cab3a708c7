import type { SignInResponse, User } from '@citytax/api';
import { fixtures } from '@citytax/api/mocks';
import { ToastProvider } from '@citytax/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { features } from '../state/features';
import { session } from '../state/session';
import { withRouter } from '../storybook/withRouter';
import { DashboardPage } from './Dashboard';

const toUser = ({ token, username, firstName, taxpayerId, isBusinessUser }: SignInResponse): User => ({
  token,
  username,
  firstName,
  taxpayerId,
  isBusinessUser,
});

const meta = {
  title: 'Portal/Pages/Dashboard',
  component: DashboardPage,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
    withRouter({ path: '/dashboard' }),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Individual: Story = {
  beforeEach() {
    session.signIn(toUser(fixtures.individualSignIn));
    features.set(fixtures.features.features);
    return () => session.forget();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    for (const name of [
      'Exemption Certificate',
      'Individual Annual Return',
      'Individual Estimate',
      'Tax, Penalty and Interest Billing Statement',
      'Estimates and Credits',
      'Change Email',
    ]) {
      await expect(canvas.getByRole('link', { name })).toBeInTheDocument();
    }
    await expect(canvas.queryByRole('link', { name: 'Net Profit Estimate' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Exemption Certificate' })).toHaveFocus();
  },
};

export const Business: Story = {
  beforeEach() {
    session.signIn(toUser(fixtures.businessSignIn));
    features.set({ EinManagement: true, 'Public.FAQ': true });
    return () => session.forget();
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: "Employer's Return of Income Tax Withheld" }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Manage Business Accounts' })).toHaveAttribute(
      'href',
      '/manage-business-accounts',
    );
    await expect(canvas.queryByRole('link', { name: 'Exemption Certificate' })).toBeNull();
  },
};

export const BusinessWithoutEinManagement: Story = {
  beforeEach() {
    session.signIn(toUser(fixtures.businessSignIn));
    features.set({ EinManagement: false });
    return () => session.forget();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Net Profit Estimate' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Manage Business Accounts' })).toBeNull();
  },
};
