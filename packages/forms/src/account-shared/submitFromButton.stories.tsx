import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, TextField } from '@citytax/ui';
import { useId, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { focusFirstError } from '../form-kit/focusFirstError';
import { submitFromButton } from './submitFromButton';

/**
 * A form whose result replaces it, as the account forms do: Enter in a field submits through the
 * button (submitFromButton), and an empty submit focuses the first invalid field (focusFirstError).
 */
function SubmitDemo() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  if (sent) return <p role="status">Sent.</p>;
  return (
    <form
      noValidate
      onSubmit={(event) =>
        submitFromButton(event, async (e) => {
          e.preventDefault();
          if (!email) {
            setError('Email address is required');
            focusFirstError({ email: { type: 'required' } }, { email: `${id}-email` });
            return;
          }
          setSent(true);
        })
      }
    >
      <TextField
        id={`${id}-email`}
        label="Email address"
        name="email"
        value={email}
        onChange={setEmail}
        error={error}
      />
      <Button type="submit">Send</Button>
    </form>
  );
}

const meta = {
  title: 'Forms/Shared/Submit helpers',
  component: SubmitDemo,
  tags: ['autodocs'],
} satisfies Meta<typeof SubmitDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptySubmitFocusesTheField: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Email address is required')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveFocus());
  },
};

export const EnterInAFieldSubmitsThroughTheButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'pat@example.com{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Sent.');
  },
};
