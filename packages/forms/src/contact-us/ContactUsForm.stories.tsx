import { UNEXPECTED_ERROR_MESSAGE } from '@citytax/api';
import { accountErrorHandlers } from '@citytax/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StoryHarness, storyEndpoints } from '../account-shared/StoryHarness';
import { holding, listedErrors } from '../form-kit/storyHelpers';
import { accountFormMessages } from '../messages/account.en';
import { ContactUsForm, type ContactUsValues } from './ContactUsForm';

const m = accountFormMessages.contactUs;
const { rules } = accountFormMessages;

const meta = {
  title: 'Forms/Account/ContactUsForm',
  component: ContactUsForm,
  args: { onSubmit: fn() },
  render: (args) => (
    <StoryHarness
      call={async (values: ContactUsValues) => {
        await args.onSubmit(values);
        return storyEndpoints.contactSupport(values);
      }}
      successText="Email sent."
    >
      {(onSubmit, serverError) => <ContactUsForm {...args} onSubmit={onSubmit} serverError={serverError} />}
    </StoryHarness>
  ),
  tags: ['autodocs'],
} satisfies Meta<typeof ContactUsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs from the type radios through name, phone, email and comments, typing each. */
async function fillByKeyboard() {
  await userEvent.tab(); // type: General Tax and Filing
  await userEvent.keyboard('{ArrowDown}'); // Website
  await userEvent.tab();
  await userEvent.keyboard('Pat Rivera');
  await userEvent.tab();
  await userEvent.keyboard('216-555-0199');
  await userEvent.tab();
  await userEvent.keyboard('pat@example.com');
  await userEvent.tab();
  await userEvent.keyboard('When is my refund?');
  await userEvent.tab();
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: m.types['General Tax and Filing'] })).toBeChecked();
    await expect(canvas.getByText(m.note)).toBeVisible();
  },
};

export const Filled: Story = {
  args: {
    defaultValues: {
      name: 'Pat Rivera',
      phoneNumber: '216-555-0199',
      emailAddress: 'pat@example.com',
      message: 'When is my refund?',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: m.name })).toHaveValue('Pat Rivera');
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: m.submit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await listedErrors(canvas, m.errorsTitle)).toEqual(
      [m.name, m.phone, m.email, m.comments].map((label) => `${label} ${rules.required}`),
    );
    await expect(canvas.getByRole('textbox', { name: m.name })).toHaveFocus();
  },
};

/** A phone that is not 10 digits says the format expected. */
export const InvalidPhone: Story = {
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: m.phone });
    await userEvent.click(phone);
    await userEvent.keyboard('555-0199');
    await userEvent.tab();
    await expect(phone).toHaveAccessibleDescription(`${m.phoneHint} ${m.phoneFormat}`);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [accountErrorHandlers.contactSupportPending] } },
  play: async ({ canvas }) => {
    await fillByKeyboard();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: holding(m.submit) })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [accountErrorHandlers.contactSupportFails] } },
  play: async ({ canvas }) => {
    await fillByKeyboard();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(UNEXPECTED_ERROR_MESSAGE)).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvas, args }) => {
    await fillByKeyboard();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Email sent.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'Website',
      name: 'Pat Rivera',
      phoneNumber: '216-555-0199',
      emailAddress: 'pat@example.com',
      message: 'When is my refund?',
    });
  },
};
