import { problemWords, type Form1099Request } from '@citytax/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StoryHarness, storyEndpoints } from '../account-shared/StoryHarness';
import { storyErrorMessage } from '../annual-return-shared/StoryHarness';
import {
  cityTaxFormProblemHandlers,
  createCityTaxFormHandlers,
  mockForm1099s,
} from '../annual-return-shared/storyMocks';
import { annualReturnRules as rules } from '../annual-return-shared/messages.en';
import { holding, startingWith } from '../form-kit/storyHelpers';
import { Form1099EntryForm, type Form1099EntryFormProps } from './Form1099EntryForm';
import { form1099EntryMessages as m } from './messages.en';

const labels = m.fields;

const saved = mockForm1099s[0] as (typeof mockForm1099s)[0];
const values = { payerName: saved.payerName, payerTin: saved.payerTin, amount: saved.amount };

/** The form as the page wires it: add a 1099 (or, with an id, update it) through the API. */
function renderSaving(id?: number) {
  return function Render(args: Form1099EntryFormProps) {
    return (
      <StoryHarness
        call={async (body: Form1099Request) => {
          await args.onSubmit(body);
          return id ? storyEndpoints.updateForm1099(id, body) : storyEndpoints.addForm1099(body);
        }}
        successText="1099 saved."
        errorMessage={storyErrorMessage}
      >
        {(onSubmit, serverError) => (
          <Form1099EntryForm {...args} onSubmit={onSubmit} serverError={serverError} />
        )}
      </StoryHarness>
    );
  };
}

const meta = {
  title: 'Forms/AnnualReturn/Form1099EntryForm',
  component: Form1099EntryForm,
  args: { onSubmit: fn(), onCancel: fn(), onValuesChange: fn() },
  render: renderSaving(),
  parameters: { msw: { handlers: createCityTaxFormHandlers() } },
  tags: ['autodocs'],
} satisfies Meta<typeof Form1099EntryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: startingWith(labels.payerName) })).toHaveFocus();
  },
};

export const EnteredWithTheKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('Erie Design Studio');
    await userEvent.tab();
    await userEvent.keyboard('345678901');
    await userEvent.tab();
    await userEvent.keyboard('2400{Enter}');
    await expect(await canvas.findByText('1099 saved.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith(values);
  },
};

export const Invalid: Story = {
  args: { defaultValues: { payerTin: '34-567890' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: startingWith(labels.payerTin) }));
    await userEvent.keyboard('{Enter}');
    const name = canvas.getByRole('textbox', { name: startingWith(labels.payerName) });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(`${m.hints.payerName} ${labels.payerName} ${rules.required}`),
    );
    await expect(name).toHaveFocus();
    await expect(
      canvas.getByRole('textbox', { name: startingWith(labels.payerTin) }),
    ).toHaveAccessibleDescription(`${m.hints.payerTin} ${labels.payerTin} ${rules.nineDigits}`);
    await expect(
      canvas.getByRole('textbox', { name: startingWith(labels.amount) }),
    ).toHaveAccessibleDescription(`${m.hints.amount} ${labels.amount} ${rules.required}`);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Editing: Story = {
  args: { defaultValues: saved },
  render: renderSaving(saved.id),
  play: async ({ args, canvas }) => {
    const amount = canvas.getByRole('textbox', { name: startingWith(labels.amount) });
    await expect(amount).toHaveValue('$ 2,400.00');
    await userEvent.click(amount);
    await userEvent.keyboard('{Control>}a{/Control}2500');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({ ...values, amount: 2500 }, true);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('1099 saved.')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { defaultValues: values },
  parameters: { msw: { handlers: cityTaxFormProblemHandlers.savePending } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: startingWith(labels.payerName) }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: holding(m.submit) })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

/** The 1099 was deleted in another tab: the update says so. */
export const MissingTaxForm: Story = {
  args: { defaultValues: saved },
  render: renderSaving(saved.id),
  parameters: { msw: { handlers: cityTaxFormProblemHandlers.missingTaxForm } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: startingWith(labels.payerName) }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      problemWords.details['missing-tax-form'],
    );
  },
};

export const ReadOnly: Story = {
  args: { defaultValues: saved, readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByText(labels.amount, { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '$2,400.00',
    );
  },
};
