import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FieldErrorList } from './FieldErrorList';

const meta = {
  title: 'UI/FieldErrorList',
  component: FieldErrorList,
  args: { errors: [] },
} satisfies Meta<typeof FieldErrorList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};
export const Messages: Story = {
  args: { errors: [{ message: 'Name is required' }, { message: 'Email address is required' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Name is required/);
  },
};
export const LinkedToFields: Story = {
  args: {
    errors: [{ message: 'Name is required', fieldId: 'story-name' }, { message: 'Comments is required' }],
  },
  render: (args) => (
    <>
      <label htmlFor="story-name">Name</label>
      <input id="story-name" />
      <button type="submit">Send</button>
      <FieldErrorList {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Name is required' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  },
};
