import { priorTaxYear } from '@citytax/api';
import { exemptionScenarioHandlers } from '@citytax/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ExemptionCertificateForm } from './ExemptionCertificateForm';
import { ExemptionStoryHarness, STORY_SAVED_TEXT, STORY_SAVE_FAILED } from './ExemptionStoryHarness';

const TAX_YEAR = priorTaxYear();
const REASON_GROUP = `Why are you exempt for ${TAX_YEAR}?`;
const RETIRED = `I was retired for all of ${TAX_YEAR} and had no earned income.`;
const SOLD = `I sold my business or rental property in or before ${TAX_YEAR}.`;
const CONFIRM = 'I confirm that the reason I chose is true and correct.';
const SUBMIT = 'File exemption certificate';
const DIALOG = 'File your exemption certificate?';
const SOLD_DATE = 'Date the business or rental was sold';

const meta = {
  title: 'Forms/ExemptionCertificateForm',
  component: ExemptionCertificateForm,
  args: { taxYear: TAX_YEAR, onSubmit: fn() },
  render: (args) => <ExemptionStoryHarness {...args} />,
  tags: ['autodocs'],
} satisfies Meta<typeof ExemptionCertificateForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Tabs forward until the submit button has focus, as a keyboard user would. */
async function tabToSubmit(canvas: Canvas) {
  const button = canvas.getByRole('button', { name: SUBMIT });
  for (let i = 0; i < 8 && document.activeElement !== button; i++) await userEvent.tab();
  await expect(button).toHaveFocus();
}

/** Submits by keyboard and waits for the confirmation modal. */
async function openConfirm(canvas: Canvas) {
  await tabToSubmit(canvas);
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('alertdialog', { name: DIALOG });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  return dialog;
}

const filled = { exemptionSelection: 'retired', confirmed: true } as const;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: RETIRED })).toHaveFocus();
    await expect(canvas.queryByRole('group', { name: /sold/ })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Minimum-age notes' })).toBeVisible();
    await expect(
      canvas.getByText(/everyone under 18 is exempt statewide \(Ohio House Bill 33\)/),
    ).toBeVisible();
  },
};

export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    await tabToSubmit(canvas);
    await userEvent.keyboard('{Enter}');
    const group = canvas.getByRole('radiogroup', { name: REASON_GROUP });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(/You must choose a reason you are filing this form\./),
    );
    await expect(canvas.getByRole('checkbox', { name: CONFIRM })).toHaveAccessibleDescription(
      'You must confirm the chosen option is correct.',
    );
    await waitFor(() => expect(canvas.getByRole('radio', { name: RETIRED })).toHaveFocus());
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BusinessSoldWithoutDate: Story = {
  args: { defaultValues: { exemptionSelection: 'BusinessOrRentalSold', confirmed: true } },
  play: async ({ args, canvas }) => {
    const date = canvas.getByLabelText(SOLD_DATE);
    await expect(date).toHaveAttribute('max', `${TAX_YEAR}-12-31`);
    await tabToSubmit(canvas);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(
        `Month, day and year; on or before December 31, ${TAX_YEAR}. You must enter the date the business was sold.`,
      ),
    );
    await expect(date).toBeInvalid();
    await waitFor(() => expect(date).toHaveFocus());
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // user-event types a date input's whole ISO value (segment typing is the browser's own UI).
    await userEvent.type(date, `${TAX_YEAR}-06-15`);
    await waitFor(() => expect(date).not.toBeInvalid());
    const dialog = await openConfirm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'File certificate' }));
    await expect(await canvas.findByText(STORY_SAVED_TEXT)).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      exemptionSelection: 'BusinessOrRentalSold',
      businessSoldDate: `${TAX_YEAR}-06-15`,
    });
  },
};

export const BusinessSoldWithDate: Story = {
  args: {
    defaultValues: {
      exemptionSelection: 'BusinessOrRentalSold',
      businessSoldDate: `${TAX_YEAR}-06-30`,
      confirmed: true,
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: SOLD })).toBeChecked();
    await expect(canvas.getByLabelText(SOLD_DATE)).toHaveValue(`${TAX_YEAR}-06-30`);
    const dialog = await openConfirm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'File certificate' }));
    await expect(await canvas.findByText(STORY_SAVED_TEXT)).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      exemptionSelection: 'BusinessOrRentalSold',
      businessSoldDate: `${TAX_YEAR}-06-30`,
    });
  },
};

/** A date after the tax year is refused with its own message, on the date input. */
export const BusinessSoldAfterTaxYear: Story = {
  args: { defaultValues: { exemptionSelection: 'BusinessOrRentalSold', confirmed: true } },
  play: async ({ args, canvas }) => {
    const date = canvas.getByLabelText(SOLD_DATE);
    await userEvent.type(date, `${TAX_YEAR + 1}-01-02`);
    await tabToSubmit(canvas);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(
        new RegExp(`The date the business was sold must be on or before December 31, ${TAX_YEAR}\\.`),
      ),
    );
    await waitFor(() => expect(date).toHaveFocus());
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ChooseByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /armed forces/ })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: CONFIRM })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: CONFIRM })).toBeChecked();
    await openConfirm(canvas);
    await userEvent.keyboard('{Escape}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ConfirmDialogOpen: Story = {
  args: { defaultValues: filled },
  play: async ({ canvas }) => {
    const dialog = await openConfirm(canvas);
    await expect(dialog).toHaveAccessibleDescription(
      `You are about to file your exemption certificate for ${TAX_YEAR}. Once it is filed you cannot change it or file tax forms for ${TAX_YEAR} online. Do you want to file it now?`,
    );
  },
};

export const Cancelled: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvas }) => {
    await openConfirm(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: SUBMIT })).toHaveFocus());
    const dialog = await openConfirm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: RETIRED })).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { defaultValues: filled },
  parameters: { msw: { handlers: exemptionScenarioHandlers.savePending } },
  play: async ({ canvas }) => {
    const dialog = await openConfirm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'File certificate' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: new RegExp(SUBMIT) })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await expect(canvas.getByRole('radio', { name: RETIRED })).toBeDisabled();
    // The confirmation fades out; axe runs after play, so it must not measure colours through it.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const SavedAndLocked: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvas }) => {
    const dialog = await openConfirm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'File certificate' }));
    await expect(await canvas.findByText(STORY_SAVED_TEXT)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: RETIRED })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: RETIRED })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: CONFIRM })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: SUBMIT })).toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      exemptionSelection: 'retired',
      businessSoldDate: null,
    });
  },
};

export const Locked: Story = {
  args: {
    readOnly: true,
    defaultValues: {
      exemptionSelection: 'BusinessOrRentalSold',
      businessSoldDate: `${TAX_YEAR}-03-15`,
      confirmed: true,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: SOLD })).toBeChecked();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: CONFIRM })).toBeChecked();
    await expect(canvas.getByLabelText(SOLD_DATE)).toHaveValue(`${TAX_YEAR}-03-15`);
    await expect(canvas.getByLabelText(SOLD_DATE)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: SUBMIT })).toBeNull();
  },
};

export const ServerError: Story = {
  args: { defaultValues: filled },
  parameters: { msw: { handlers: exemptionScenarioHandlers.saveError } },
  play: async ({ canvas }) => {
    const dialog = await openConfirm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'File certificate' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(STORY_SAVE_FAILED);
    await expect(canvas.getByRole('radio', { name: RETIRED })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: SUBMIT })).not.toHaveAttribute('aria-disabled');
  },
};

export const ServerRefused: Story = {
  args: { defaultValues: filled },
  parameters: { msw: { handlers: exemptionScenarioHandlers.saveConflict } },
  play: async ({ canvas }) => {
    const dialog = await openConfirm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'File certificate' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You cannot file an exemption certificate because you have already filed one for this tax year.',
    );
  },
};

/** The empty form in a phone's viewport (375 px), reached by keyboard as on a wide screen. */
export const EmptyOnPhone: Story = { ...Empty, globals: { viewport: { value: 'phone' } } };
