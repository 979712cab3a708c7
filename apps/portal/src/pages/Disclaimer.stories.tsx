import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { en } from '../messages/en';
import { loginEn } from '../messages/login.en';
import { session } from '../state/session';
import { withRouter } from '../storybook/withRouter';
import { DisclaimerPage } from './Disclaimer';
import { disclaimerRefusedEn } from './DisclaimerRefused';

/** Where I Agree leads a visitor: the login page's heading, in the story's language. */
const LoginStub = () => <h1>{loginEn.title}</h1>;

const meta = {
  title: 'Portal/Pages/Disclaimer',
  component: DisclaimerPage,
  decorators: [withRouter({ path: '/disclaimer', routes: [{ path: '/auth/login', Component: LoginStub }] })],
  tags: ['autodocs'],
  // Story files share the browser's storage: start signed out, without the agreement cookie.
  beforeEach: () => {
    session.forget();
    document.cookie = 'disclaimer=; Max-Age=0; Path=/';
  },
} satisfies Meta<typeof DisclaimerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en.disclaimer.title })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: en.disclaimer.agree })).toBeInTheDocument();
  },
};

export const DisagreeWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const disagree = canvas.getByRole('button', { name: en.disclaimer.disagree });
    disagree.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: disclaimerRefusedEn.title });
    await expect(dialog).toHaveTextContent(disclaimerRefusedEn.message);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(disagree).toHaveFocus());
  },
};

export const Agree: Story = {
  play: async ({ canvas }) => {
    // Re-query inside waitFor: under load the story may still be mounting when play starts.
    await waitFor(() => {
      const agree = canvas.getByRole('button', { name: en.disclaimer.agree });
      agree.focus();
      expect(agree).toHaveFocus();
    });
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: loginEn.title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(document.cookie).toContain('disclaimer=true');
  },
};
