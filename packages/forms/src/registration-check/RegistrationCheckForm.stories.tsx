import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { UNEXPECTED_ERROR_MESSAGE } from '@citytax/api';
import { holding } from '../form-kit/storyHelpers';
import { registrationMessages as m } from '../messages/registration.en';
import { RegistrationCheckForm } from './RegistrationCheckForm';

const meta = {
  title: 'Forms/RegistrationCheckForm',
  component: RegistrationCheckForm,
  args: { onSubmit: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof RegistrationCheckForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: m.fields.taxpayerId })).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValues: { taxpayerId: '100004' } },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: m.registrationCheck.submit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ taxpayerId: '100004' }));
  },
};

export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const input = canvas.getByRole('textbox', { name: m.fields.taxpayerId });
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        expect.stringContaining(`${m.fields.taxpayerId} ${m.rules.required}`),
      ),
    );
    await expect(input).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { defaultValues: { taxpayerId: '100004' }, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const button = canvas.getByRole('button', { name: holding(m.registrationCheck.submit) });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const ServerError: Story = {
  args: { serverError: UNEXPECTED_ERROR_MESSAGE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(UNEXPECTED_ERROR_MESSAGE);
  },
};
