import { accountErrorHandlers } from '@citytax/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryHarness, storyEndpoints } from '../account-shared/StoryHarness';
import { ContactUsForm, type ContactUsValues } from './ContactUsForm';

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
    await expect(canvas.getByRole('radio', { name: 'General Tax and Filing' })).toBeChecked();
    await expect(canvas.getByText('Replies take up to two business days.')).toBeVisible();
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
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Pat Rivera');
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = await canvas.findByText('Please correct the following errors:');
    const items = within(list.parentElement as HTMLElement).getAllByRole('listitem');
    await expect(items.map((li) => li.textContent)).toEqual([
      'Name is required',
      'Phone number is required',
      'Email address is required',
      'Comments is required',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  },
};

/** A phone that is not 10 digits says the format expected. */
export const InvalidPhone: Story = {
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.click(phone);
    await userEvent.keyboard('555-0199');
    await userEvent.tab();
    await expect(phone).toHaveAccessibleDescription(
      'For example, 216-555-0100 Phone number must be 10 digits, like 216-555-0100',
    );
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [accountErrorHandlers.contactSupportPending] } },
  play: async ({ canvas }) => {
    await fillByKeyboard();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Submit/ })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [accountErrorHandlers.contactSupportFails] } },
  play: async ({ canvas }) => {
    await fillByKeyboard();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('An unexpected error occurred. Please try again.')).toBeVisible();
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
