import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { session } from '../state/session';
import { withRouter } from '../storybook/withRouter';
import { DisclaimerPage } from './Disclaimer';

const meta = {
  title: 'Portal/Pages/Disclaimer',
  component: DisclaimerPage,
  decorators: [
    withRouter({ path: '/disclaimer', routes: [{ path: '/auth/login', element: <h1>Log in</h1> }] }),
  ],
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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Web Filing Agreement' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'I Agree' })).toBeInTheDocument();
  },
};

export const DisagreeWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const disagree = canvas.getByRole('button', { name: 'I Disagree' });
    disagree.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Agreement Required' });
    await expect(dialog).toHaveTextContent('You must agree to the Web Filing Agreement');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(disagree).toHaveFocus());
  },
};

export const Agree: Story = {
  play: async ({ canvas }) => {
    // Re-query inside waitFor: under load the story may still be mounting when play starts.
    await waitFor(() => {
      const agree = canvas.getByRole('button', { name: 'I Agree' });
      agree.focus();
      expect(agree).toHaveFocus();
    });
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: 'Log in' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(document.cookie).toContain('disclaimer=true');
  },
};
