import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ReadOnlyEntry } from './EntryParts';

const meta = {
  title: 'Forms/Annual return shared/ReadOnlyEntry',
  component: ReadOnlyEntry,
  args: {
    rows: [
      { label: 'Employer name', value: 'Lakeside Clinic' },
      { label: 'Employer EIN', value: '341111111' },
      { label: 'Medicare wages and tips (box 5)', value: '$52,000.00' },
    ],
    onBack: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof ReadOnlyEntry>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Lakeside Clinic')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const WithServerError: Story = {
  args: {
    serverError: 'Your tax form has already been filed. You can no longer make changes to your tax form.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('already been filed');
  },
};
