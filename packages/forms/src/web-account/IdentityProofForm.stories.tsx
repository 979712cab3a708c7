import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { holding } from '../form-kit/storyHelpers';
import { registrationMessages as m } from '../messages/registration.en';
import { IdentityProofForm } from './WebAccountForm';

const meta = {
  title: 'Forms/IdentityProofForm',
  component: IdentityProofForm,
  args: { onSubmit: fn(), defaultValues: { taxpayerId: '100003' } },
  tags: ['autodocs'],
} satisfies Meta<typeof IdentityProofForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: {
    defaultValues: {
      taxpayerId: '100003',
      federalIdLast4: '0003',
      zip: '44114',
      accessCode: 'JWCP-3PG7-9UDF',
    },
  },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        taxpayerId: '100003',
        federalIdLast4: '0003',
        zip: '44114',
        accessCode: 'JWCP3PG79UDF',
      }),
    );
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: m.fields.zip })).toHaveAccessibleDescription(
        expect.stringContaining(`${m.fields.zip} ${m.rules.required}`),
      ),
    );
  },
};

export const Submitting: Story = {
  args: {
    defaultValues: {
      taxpayerId: '100003',
      federalIdLast4: '0003',
      zip: '44114',
      accessCode: 'JWCP-3PG7-9UDF',
    },
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: holding(m.identityProof.submit) })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

export const ServerError: Story = {
  args: {
    serverError:
      'The taxpayer ID, the last four digits of the SSN or FEIN, the zip code and the access code do not match our records.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/do not match our records/);
  },
};
