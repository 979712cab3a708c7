import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { children: 'Your changes were saved.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { variant: 'info', children: 'Replies take up to two business days.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Replies take up to two business days.');
  },
};
export const Success: Story = { args: { variant: 'success', heading: 'Success', children: 'Email sent.' } };
export const Warning: Story = { args: { variant: 'warning', children: 'You have unsaved changes.' } };
export const ErrorAlert: Story = {
  args: {
    variant: 'error',
    children: 'The email address or password you entered is incorrect. Please try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/incorrect/);
  },
};
