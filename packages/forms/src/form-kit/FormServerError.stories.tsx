import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { FormServerError } from './FormServerError';

const meta = {
  title: 'Forms/Form kit/FormServerError',
  component: FormServerError,
  args: { message: 'An unexpected error occurred while saving your form. Please try again later.' },
  tags: ['autodocs'],
} satisfies Meta<typeof FormServerError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server's message about the last submit, as an alert. */
export const Shown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An unexpected error occurred while saving your form. Please try again later.',
    );
  },
};

/** No message, nothing shown. */
export const Empty: Story = {
  args: { message: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A form whose page stays put: the message takes focus when a failed submit brings it. */
export const TakesFocus: Story = {
  args: { takeFocus: true, message: undefined },
  render: function Render(args) {
    const [message, setMessage] = useState<string>();
    return (
      <>
        <button type="button" onClick={() => setMessage('A return for this period has already been filed.')}>
          Submit
        </button>
        <FormServerError {...args} message={message} />
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('A return for this period has already been filed.');
    await expect(alert.parentElement).toHaveFocus();
  },
};
