import { priorTaxYear } from '@citytax/api';
import { EXEMPTION_ALREADY_FILED_DETAIL, exemptionScenarioHandlers } from '@citytax/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ExemptionCertificateForm } from './ExemptionCertificateForm';
import { ExemptionStoryHarness, STORY_SAVED_TEXT, STORY_SAVE_FAILED } from './ExemptionStoryHarness';
import { holding } from '../form-kit/storyHelpers';
import { exemptionCertificateMessages as m } from './messages.en';

const TAX_YEAR = priorTaxYear();
// The catalog's texts, read while a story plays (in its language), never when this module loads.
const RETIRED = () => m.reasons.retired(TAX_YEAR);
const SOLD = () => m.reasons.BusinessOrRentalSold(TAX_YEAR);

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
  const button = canvas.getByRole('button', { name: m.submit });
  for (let i = 0; i < 8 && document.activeElement !== button; i++) await userEvent.tab();
  await expect(button).toHaveFocus();
}

/** Submits by keyboard and waits for the confirmation modal. */
async function openConfirm(canvas: Canvas) {
  await tabToSubmit(canvas);
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('alertdialog', { name: m.confirmDialog.title });
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: m.confirmDialog.cancel })).toHaveFocus(),
  );
  return dialog;
}

const filled = { exemptionSelection: 'retired', confirmed: true } as const;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: RETIRED() })).toHaveFocus();
    await expect(canvas.queryByRole('group', { name: holding(m.soldDateLabel) })).toBeNull();
    await expect(canvas.getByRole('heading', { name: m.help.heading })).toBeVisible();
    await expect(canvas.getByText(m.help.items[5]!)).toBeVisible();
  },
};

export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    await tabToSubmit(canvas);
    await userEvent.keyboard('{Enter}');
    const group = canvas.getByRole('radiogroup', { name: m.reasonLabel(TAX_YEAR) });
    await waitFor(() => expect(group).toHaveAccessibleDescription(expect.stringContaining(m.errors.reason)));
    await expect(canvas.getByRole('checkbox', { name: m.confirmLabel })).toHaveAccessibleDescription(
      m.errors.confirm,
    );
    await waitFor(() => expect(canvas.getByRole('radio', { name: RETIRED() })).toHaveFocus());
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BusinessSoldWithoutDate: Story = {
  args: { defaultValues: { exemptionSelection: 'BusinessOrRentalSold', confirmed: true } },
  play: async ({ args, canvas }) => {
    const date = canvas.getByLabelText(m.soldDateLabel);
    await expect(date).toHaveAttribute('max', `${TAX_YEAR}-12-31`);
    await tabToSubmit(canvas);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(`${m.soldDateHint(TAX_YEAR)} ${m.errors.soldDate}`),
    );
    await expect(date).toBeInvalid();
    await waitFor(() => expect(date).toHaveFocus());
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // user-event types a date input's whole ISO value (segment typing is the browser's own UI).
    await userEvent.type(date, `${TAX_YEAR}-06-15`);
    await waitFor(() => expect(date).not.toBeInvalid());
    const dialog = await openConfirm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirmDialog.confirm }));
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
    await expect(canvas.getByRole('radio', { name: SOLD() })).toBeChecked();
    await expect(canvas.getByLabelText(m.soldDateLabel)).toHaveValue(`${TAX_YEAR}-06-30`);
    const dialog = await openConfirm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirmDialog.confirm }));
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
    const date = canvas.getByLabelText(m.soldDateLabel);
    await userEvent.type(date, `${TAX_YEAR + 1}-01-02`);
    await tabToSubmit(canvas);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(
        expect.stringContaining(m.errors.soldDateAfterTaxYear(TAX_YEAR)),
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
    await expect(canvas.getByRole('radio', { name: m.reasons.armedForces(TAX_YEAR) })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: m.confirmLabel })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: m.confirmLabel })).toBeChecked();
    await openConfirm(canvas);
    await userEvent.keyboard('{Escape}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ConfirmDialogOpen: Story = {
  args: { defaultValues: filled },
  play: async ({ canvas }) => {
    const dialog = await openConfirm(canvas);
    await expect(dialog).toHaveAccessibleDescription(m.confirmDialog.message(TAX_YEAR));
  },
};

export const Cancelled: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvas }) => {
    await openConfirm(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: m.submit })).toHaveFocus());
    const dialog = await openConfirm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirmDialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: RETIRED() })).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { defaultValues: filled },
  parameters: { msw: { handlers: exemptionScenarioHandlers.savePending } },
  play: async ({ canvas }) => {
    const dialog = await openConfirm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirmDialog.confirm }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: holding(m.submit) })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await expect(canvas.getByRole('radio', { name: RETIRED() })).toBeDisabled();
    // The confirmation fades out; axe runs after play, so it must not measure colours through it.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const SavedAndLocked: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvas }) => {
    const dialog = await openConfirm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirmDialog.confirm }));
    await expect(await canvas.findByText(STORY_SAVED_TEXT)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: RETIRED() })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: RETIRED() })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: m.confirmLabel })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: m.submit })).toBeNull();
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
    await expect(canvas.getByRole('radio', { name: SOLD() })).toBeChecked();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: m.confirmLabel })).toBeChecked();
    await expect(canvas.getByLabelText(m.soldDateLabel)).toHaveValue(`${TAX_YEAR}-03-15`);
    await expect(canvas.getByLabelText(m.soldDateLabel)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: m.submit })).toBeNull();
  },
};

export const ServerError: Story = {
  args: { defaultValues: filled },
  parameters: { msw: { handlers: exemptionScenarioHandlers.saveError } },
  play: async ({ canvas }) => {
    const dialog = await openConfirm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirmDialog.confirm }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(STORY_SAVE_FAILED);
    await expect(canvas.getByRole('radio', { name: RETIRED() })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: m.submit })).not.toHaveAttribute('aria-disabled');
  },
};

export const ServerRefused: Story = {
  args: { defaultValues: filled },
  parameters: { msw: { handlers: exemptionScenarioHandlers.saveConflict } },
  play: async ({ canvas }) => {
    const dialog = await openConfirm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirmDialog.confirm }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(EXEMPTION_ALREADY_FILED_DETAIL);
  },
};

/** The empty form in a phone's viewport (375 px), reached by keyboard as on a wide screen. */
export const EmptyOnPhone: Story = { ...Empty, globals: { viewport: { value: 'phone' } } };
