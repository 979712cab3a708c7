import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { en } from '../messages/en';
import { withRouter } from '../storybook/withRouter';
import { NotFoundPage } from './NotFound';

const meta = {
  title: 'Portal/Pages/Page Not Found',
  component: NotFoundPage,
  decorators: [withRouter({ path: '/nowhere' })],
  tags: ['autodocs'],
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en.notFound.title })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: en.notFound.startOver })).toHaveAttribute('href', '/');
  },
};
