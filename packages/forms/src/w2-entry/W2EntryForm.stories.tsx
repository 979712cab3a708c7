import { problemWords, type FormW2Request } from '@citytax/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryHarness, storyEndpoints } from '../account-shared/StoryHarness';
import { storyErrorMessage } from '../annual-return-shared/StoryHarness';
import {
  cityTaxFormProblemHandlers,
  createCityTaxFormHandlers,
  mockCities,
  mockFormW2s,
} from '../annual-return-shared/storyMocks';
import { annualReturnRules as rules, entryFormMessages } from '../annual-return-shared/messages.en';
import { holding, startingWith } from '../form-kit/storyHelpers';
import { w2EntryMessages as m } from './messages.en';
import { W2EntryForm, type W2EntryFormProps } from './W2EntryForm';

const labels = m.fields;

const [cleveland, columbus] = mockFormW2s as [(typeof mockFormW2s)[0], (typeof mockFormW2s)[0]];

/** The form as the page wires it: add a W-2 (or, with an id, update it) through the API. */
function renderSaving(id?: number) {
  return function Render(args: W2EntryFormProps) {
    return (
      <StoryHarness
        call={async (values: FormW2Request) => {
          await args.onSubmit(values);
          return id ? storyEndpoints.updateFormW2(id, values) : storyEndpoints.addFormW2(values);
        }}
        successText="W-2 saved."
        errorMessage={storyErrorMessage}
      >
        {(onSubmit, serverError) => <W2EntryForm {...args} onSubmit={onSubmit} serverError={serverError} />}
      </StoryHarness>
    );
  };
}

const meta = {
  title: 'Forms/AnnualReturn/W2EntryForm',
  component: W2EntryForm,
  args: { cities: [...mockCities], onSubmit: fn(), onCancel: fn(), onValuesChange: fn() },
  render: renderSaving(),
  parameters: { msw: { handlers: createCityTaxFormHandlers() } },
  tags: ['autodocs'],
} satisfies Meta<typeof W2EntryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const { id: _id, cityTaxFormId: _form, taxFormType: _type, ...clevelandValues } = cleveland;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: startingWith(labels.employerName) })).toHaveFocus();
    const workCity = canvas.getByRole('combobox', { name: labels.workCity });
    await expect(workCity).toHaveValue('');
    await expect(workCity).toHaveDisplayValue(m.citiesPlaceholder);
    await expect(workCity).toHaveAccessibleDescription(m.hints.workCity);
    await expect(workCity).toBeRequired();
  },
};

/** Every field typed or chosen with the keyboard, then saved with Enter. */
export const EnteredWithTheKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('Lakeside Hospital');
    await userEvent.tab();
    await userEvent.keyboard('341111111');
    await userEvent.tab();
    const workCity = canvas.getByRole('combobox', { name: labels.workCity });
    await expect(workCity).toHaveFocus();
    await userEvent.selectOptions(workCity, 'Cleveland');
    await expect(workCity).toHaveDisplayValue('Cleveland');
    await expect(workCity).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('52000');
    await userEvent.tab();
    await userEvent.keyboard('52000');
    await userEvent.tab();
    await userEvent.keyboard('1300');
    await userEvent.tab();
    const locality = canvas.getByRole('combobox', { name: labels.locality });
    await expect(locality).toHaveFocus();
    await userEvent.selectOptions(locality, 'Cleveland');
    await expect(locality).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: m.submit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('W-2 saved.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith(clevelandValues);
  },
};

/** Errors read as sentences built from each field's label; focus goes to the first. */
export const Invalid: Story = {
  args: { defaultValues: { employerName: 'Lakeside Hospital', employerEin: '34-111111' } },
  play: async ({ args, canvas }) => {
    const ein = canvas.getByRole('textbox', { name: startingWith(labels.employerEin) });
    await userEvent.click(ein);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(ein).toHaveAccessibleDescription(
        expect.stringContaining(`${labels.employerEin} ${rules.nineDigits}`),
      ),
    );
    await expect(ein).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: labels.workCity })).toHaveAccessibleDescription(
      expect.stringContaining(`${labels.workCity} ${rules.required}`),
    );
    await expect(
      canvas.getByRole('textbox', { name: startingWith(labels.medicareWages) }),
    ).toHaveAccessibleDescription(`${labels.medicareWages} ${rules.required}`);
    await expect(canvas.getByRole('combobox', { name: labels.locality })).toHaveAccessibleDescription(
      expect.stringContaining(`${labels.locality} ${rules.required}`),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A city left unchosen while the fields above it are valid: focus goes to that drop-down. */
export const CityMissing: Story = {
  args: { defaultValues: { ...clevelandValues, workCity: '' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: startingWith(labels.employerName) }));
    await userEvent.keyboard('{Enter}');
    const workCity = canvas.getByRole('combobox', { name: labels.workCity });
    await waitFor(() => expect(workCity).toHaveFocus());
    await expect(workCity).toBeInvalid();
    await expect(workCity).toHaveAccessibleDescription(
      `${m.hints.workCity} ${labels.workCity} ${rules.required}`,
    );
    await userEvent.selectOptions(workCity, 'Cleveland');
    await expect(workCity).not.toBeInvalid();
    await userEvent.click(canvas.getByRole('button', { name: m.submit }));
    await expect(await canvas.findByText('W-2 saved.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith(clevelandValues);
  },
};

/** Box 18 above box 5 is a warning, not an error: the W-2 still saves, and the return uses box 5. */
export const LocalWagesAboveMedicareWages: Story = {
  args: { defaultValues: clevelandValues },
  play: async ({ canvas }) => {
    const box18 = canvas.getByRole('textbox', { name: startingWith(labels.localWages) });
    await userEvent.click(box18);
    await userEvent.keyboard('{Control>}a{/Control}60000');
    const warning = await canvas.findByRole('alert');
    await expect(warning).toHaveTextContent(m.localWagesExceedMedicareWages);
    await expect(box18).toHaveAccessibleDescription(expect.stringContaining(m.localWagesExceedMedicareWages));
    await expect(box18).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('W-2 saved.')).toBeVisible();
  },
};

/** More tax withheld (box 19) than wages is a warning too; the W-2 still saves. */
export const TaxWithheldAboveWages: Story = {
  args: { defaultValues: clevelandValues },
  play: async ({ canvas }) => {
    const box19 = canvas.getByRole('textbox', { name: startingWith(labels.localTaxWithheld) });
    await userEvent.click(box19);
    await userEvent.keyboard('{Control>}a{/Control}60000');
    const warning = await canvas.findByRole('alert');
    await expect(warning).toHaveTextContent(m.localTaxWithheldExceedsWages);
    await expect(box19).toHaveAccessibleDescription(expect.stringContaining(m.localTaxWithheldExceedsWages));
    await expect(box19).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('W-2 saved.')).toBeVisible();
  },
};

/** Editing a saved W-2: its values are the baseline for unsaved changes. */
export const Editing: Story = {
  args: { defaultValues: columbus },
  render: renderSaving(columbus.id),
  play: async ({ args, canvas }) => {
    const box19 = canvas.getByRole('textbox', { name: startingWith(labels.localTaxWithheld) });
    await expect(box19).toHaveValue('$ 450.00');
    await userEvent.click(box19);
    await userEvent.keyboard('{Control>}a{/Control}462.5');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ localTaxWithheld: 462.5 }),
      true,
    );
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('W-2 saved.')).toBeVisible();
  },
};

/** A draft restored from the server: the form starts from it. */
export const RestoredDraft: Story = {
  args: { defaultValues: clevelandValues, draftValues: { employerName: 'Lakeside Hospital Inc' } },
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('textbox', { name: startingWith(labels.employerName) });
    await expect(name).toHaveValue('Lakeside Hospital Inc');
    await userEvent.click(name);
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(clevelandValues, false);
  },
};

export const Saving: Story = {
  args: { defaultValues: clevelandValues },
  parameters: { msw: { handlers: cityTaxFormProblemHandlers.savePending } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: startingWith(labels.employerName) }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: holding(m.submit) })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await expect(canvas.getByRole('button', { name: entryFormMessages.cancel })).toBeDisabled();
  },
};

export const AlreadyFiled: Story = {
  args: { defaultValues: clevelandValues },
  parameters: { msw: { handlers: cityTaxFormProblemHandlers.alreadyFiled } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: startingWith(labels.employerName) }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      problemWords.details['tax-form-already-filed'],
    );
  },
};

export const MissingTaxRate: Story = {
  args: { defaultValues: clevelandValues },
  parameters: { msw: { handlers: cityTaxFormProblemHandlers.missingTaxRate } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: startingWith(labels.employerName) }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      problemWords.details['missing-tax-rate'],
    );
  },
};

export const Cancel: Story = {
  args: { defaultValues: clevelandValues },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: m.submit }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: entryFormMessages.cancel })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** The annual return is filed: the W-2 is shown, with nothing to edit. */
export const ReadOnly: Story = {
  args: { defaultValues: columbus, readOnly: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.getByText(entryFormMessages.readOnlyNote)).toBeVisible();
    const row = canvas.getByText(labels.localWages, { selector: 'dt' }).parentElement as HTMLElement;
    await expect(within(row).getByText('$18,500.00')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: entryFormMessages.back })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
