import { createReturnOfIncomeHandlers, returnOfIncomeProblemHandlers } from '@citytax/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmployersReturnForm } from './EmployersReturnForm';
import {
  EmployersReturnStoryHarness,
  STORY_SAVE_FAILED,
  storyFiledText,
  storyPayText,
} from './EmployersReturnStoryHarness';
import { expectReflowAt320, listedErrors, submitByKeyboard } from '../form-kit/storyHelpers';

/** The stories' "today" (the server mocks file on the same date). */
const TODAY = '2026-11-22';
const SUBMIT = 'File return';

const meta = {
  title: 'Forms/EmployersReturn/EmployersReturnForm',
  component: EmployersReturnForm,
  // The taxpayer filed late before (the server's history), so a late return pays the $25.00.
  args: { today: TODAY, priorLateFiling: true, onSubmit: fn(async () => {}), onValuesChange: fn() },
  render: (args) => <EmployersReturnStoryHarness {...args} />,
  parameters: { msw: { handlers: createReturnOfIncomeHandlers({ today: TODAY, priorLateFiling: true }) } },
  tags: ['autodocs'],
} satisfies Meta<typeof EmployersReturnForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const previewOf = (canvas: Canvas) => canvas.getByRole('region', { name: 'Your return' });
/** The rows of the work table as "label amount" texts. */
const workRows = (canvas: Canvas) =>
  within(within(previewOf(canvas)).getByRole('table', { name: 'How the amount due is computed' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent).join(' '));

/** Q1 2025, due April 30, 2025, $1,200.00 withheld, filed on November 22, 2026. */
const lateQuarter = {
  frequency: 'quarterly',
  taxYear: 2025,
  period: 1,
  employeeCount: '6',
  totalWages: 48_000,
  taxWithheld: 1_200,
  priorCredit: null,
} as const;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Choose the filing frequency, tax year and period, and enter the tax withheld to see the amount due.',
      ),
    ).toBeVisible();
    const group = canvas.getByRole('radiogroup', { name: 'Filing frequency' });
    await expect(group).toHaveAccessibleDescription(
      'File monthly if more than $2,399 was withheld in the prior year, or more than $200 in any month of the prior quarter. Otherwise file quarterly.',
    );
    // No month or quarter to choose before the frequency.
    await expect(canvas.queryByRole('combobox', { name: /Month|Quarter/ })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
  },
};

/** Frequency by keyboard, the selects, then the amounts typed field after field; the preview shows "on time". */
export const OnTime: Story = {
  args: { today: '2026-11-10' },
  parameters: { msw: { handlers: createReturnOfIncomeHandlers({ today: '2026-11-10' }) } },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' '); // Monthly
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tax year' }), '2026');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), 'October');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Number of employees' }));
    await userEvent.keyboard('3');
    await userEvent.tab();
    await userEvent.keyboard('30000');
    await userEvent.tab();
    await userEvent.keyboard('1500');
    await userEvent.tab();
    await userEvent.keyboard('200');
    const region = previewOf(canvas);
    // October 2026 is due November 15, a Sunday: the next business day.
    await expect(within(region).getByText('November 16, 2026')).toBeVisible();
    await expect(within(region).getByText('On time: no penalty or interest applies.')).toBeVisible();
    await expect(workRows(canvas)).toEqual([
      'City income tax withheld $1,500.00',
      'Less prior overpayment credit $200.00',
      'Tax due (tax withheld less the credit, not below $0.00) $1,300.00',
      'Amount due $1,300.00',
    ]);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: SUBMIT })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        frequency: 'monthly',
        taxYear: 2026,
        period: 10,
        employeeCount: 3,
        totalWages: 30_000,
        taxWithheld: 1_500,
        priorCredit: 200,
      }),
    );
    await expect(await canvas.findByText(storyPayText(8101, 1_300))).toBeVisible();
  },
};

/**
 * Late, tax year 2025: 50% × $1,200.00 = $600.00; a flat $25.00; 19 late months, 9 starting in 2025
 * (10%) and 10 in 2026 (9%): $1,200.00 × (0.9 + 0.9) / 12 = $180.00.
 */
export const LateQuarter: Story = {
  args: { draftValues: lateQuarter },
  play: async ({ canvas }) => {
    const region = previewOf(canvas);
    await expect(within(region).getByText('April 30, 2025')).toBeVisible();
    await expect(
      within(region).getByText(
        'Late by 19 months (any part of a month counts as a whole one): penalty and interest apply.',
      ),
    ).toBeVisible();
    await expect(workRows(canvas)).toEqual([
      'City income tax withheld $1,200.00',
      'Less prior overpayment credit $0.00',
      'Tax due (tax withheld less the credit, not below $0.00) $1,200.00',
      'Late-payment penalty: 50% of the tax due $600.00',
      'Late-filing penalty: a flat $25.00 (tax year 2025; from 2023 on; you filed a return late before) $25.00',
      'Interest for 2025: 9 months at 10% a year $90.00',
      'Interest for 2026: 10 months at 9% a year $90.00',
      'Interest (all months added, then rounded to the cent) $180.00',
      'Amount due $2,005.00',
    ]);
    await expect(within(region).getByText('You pay $2,005.00 on the next step.')).toBeVisible();
    await expect(
      within(region).getByText(
        'Worked out for a return filed and paid today, November 22, 2026. When you file, the tax office works it out again for the day it receives your return, and that amount is the one you pay.',
      ),
    ).toBeVisible();
  },
};

/**
 * The same late quarter from a taxpayer who never filed late: the $25.00 is abated as a first
 * failure to file on time, and the server's answer on filing agrees: $1,980.00.
 */
export const FirstLateFiling: Story = {
  args: { draftValues: lateQuarter, priorLateFiling: false },
  parameters: { msw: { handlers: createReturnOfIncomeHandlers({ today: TODAY, priorLateFiling: false }) } },
  play: async ({ canvas }) => {
    await expect(workRows(canvas)).toContain(
      'Late-filing penalty: $25.00 abated: first late filing (tax year 2025; from 2023 on, the first time a return is filed late) $0.00',
    );
    await expect(workRows(canvas).at(-1)).toBe('Amount due $1,980.00');
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(canvas.getByText(storyPayText(8101, 1_980))).toBeVisible());
  },
};

/** Tax year 2022: $25.00 a month, 7 months late, capped at $150.00; interest at 5% and 7%. */
export const LateBefore2023: Story = {
  args: {
    today: '2023-01-20',
    draftValues: { ...lateQuarter, frequency: 'monthly', taxYear: 2022, period: 6, taxWithheld: 1_000 },
  },
  play: async ({ canvas }) => {
    await expect(within(previewOf(canvas)).getByText('July 15, 2022')).toBeVisible();
    await expect(workRows(canvas).slice(3)).toEqual([
      'Late-payment penalty: 50% of the tax due $500.00',
      'Late-filing penalty: $25.00 for each of 7 months late, at most $150.00 (tax year 2022; through 2022) $150.00',
      'Interest for 2022: 6 months at 5% a year $25.00',
      'Interest for 2023: 1 month at 7% a year $5.83',
      'Interest (all months added, then rounded to the cent) $30.83',
      'Amount due $1,680.83',
    ]);
  },
};

/** A prior credit larger than the tax leaves nothing due: the return is filed with no payment. */
export const NothingDue: Story = {
  args: {
    today: '2026-11-10',
    draftValues: { ...lateQuarter, frequency: 'monthly', taxYear: 2026, period: 10, priorCredit: 1_500 },
  },
  parameters: { msw: { handlers: createReturnOfIncomeHandlers({ today: '2026-11-10' }) } },
  play: async ({ canvas }) => {
    await expect(
      within(previewOf(canvas)).getByText('Nothing is due. Your return is filed without a payment.'),
    ).toBeVisible();
    await expect(workRows(canvas).at(-1)).toBe('Amount due $0.00');
    await submitByKeyboard(canvas, SUBMIT);
    await expect(await canvas.findByText(storyFiledText(8101))).toBeVisible();
  },
};

export const PeriodNotEnded: Story = {
  args: { draftValues: { ...lateQuarter, taxYear: 2026, period: 4 } },
  play: async ({ canvas, args }) => {
    const message =
      'Q4 2026 (October – December) has not ended yet. You can file this return after December 31, 2026.';
    await expect(within(previewOf(canvas)).getByText(message)).toBeVisible();
    await submitByKeyboard(canvas, SUBMIT);
    const quarter = canvas.getByRole('combobox', { name: 'Quarter' });
    await waitFor(() =>
      expect(quarter).toHaveAccessibleDescription(`The quarter the wages were paid in. ${message}`),
    );
    await expect(quarter).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MissingRate: Story = {
  args: { today: '2027-03-01', draftValues: { ...lateQuarter, taxYear: 2026, period: 3 } },
  play: async ({ canvas }) => {
    await expect(within(previewOf(canvas)).getByRole('alert')).toHaveTextContent(
      "An error occurred calculating taxes for your selected cities. Please contact the provider's support.",
    );
  },
};

/** The optional helper suggests the frequency from two amounts and applies it on request. */
export const FrequencyHelper: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Not sure which applies? Check your filing frequency'));
    const status = canvas.getByText('Enter both amounts to see which frequency applies.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tax withheld in the prior year' }), '2000');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Largest monthly amount withheld in the prior quarter' }),
      '150',
    );
    await expect(status).toHaveTextContent(
      'You file quarterly: no more than $2,399.00 was withheld in the prior year and no more than $200.00 in any month of the prior quarter.',
    );
    const largest = canvas.getByRole('textbox', {
      name: 'Largest monthly amount withheld in the prior quarter',
    });
    await userEvent.clear(largest);
    await userEvent.type(largest, '200.01');
    await expect(status).toHaveTextContent(
      'You file monthly: $200.01 withheld in one month of the prior quarter is more than $200.00.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'File monthly' }));
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toBeVisible();
    await expect(status).toHaveTextContent(/Monthly is chosen\.$/);
  },
};

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await submitByKeyboard(canvas, SUBMIT);
    await expect(await listedErrors(canvas)).toEqual([
      'Filing frequency is required',
      'Tax year is required',
      'Number of employees is required',
      'Total wages paid is required',
      'City income tax withheld is required',
    ]);
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A second return of a period already on file: the server's 409 is shown and takes focus. */
export const Duplicate: Story = {
  args: { draftValues: lateQuarter },
  parameters: {
    msw: { handlers: createReturnOfIncomeHandlers({ today: TODAY, filed: ['2025-quarterly-1'] }) },
  },
  play: async ({ canvas }) => {
    await submitByKeyboard(canvas, SUBMIT);
    const alert = await canvas.findByText('A return for this period has already been filed.');
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

export const Saving: Story = {
  args: { draftValues: lateQuarter },
  parameters: { msw: { handlers: [returnOfIncomeProblemHandlers.savePending] } },
  play: async ({ canvas }) => {
    await submitByKeyboard(canvas, SUBMIT);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: new RegExp(SUBMIT) })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

export const Submitting: Story = {
  args: { submitting: true, draftValues: lateQuarter },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: new RegExp(SUBMIT) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ServerError: Story = {
  args: { draftValues: lateQuarter },
  parameters: { msw: { handlers: [returnOfIncomeProblemHandlers.saveFails] } },
  play: async ({ canvas }) => {
    await submitByKeyboard(canvas, SUBMIT);
    await expect(await canvas.findByText(STORY_SAVE_FAILED)).toBeVisible();
  },
};

export const NotAuthorized: Story = {
  args: { draftValues: lateQuarter },
  parameters: { msw: { handlers: [returnOfIncomeProblemHandlers.notAuthorized] } },
  play: async ({ canvas }) => {
    await submitByKeyboard(canvas, SUBMIT);
    await expect(
      await canvas.findByText('This user is not authorized to file this form for this taxpayer'),
    ).toBeVisible();
  },
};

/** At 320 px the fields and the work table reflow without horizontal scrolling (WCAG 1.4.10). */
export const Narrow: Story = {
  args: { draftValues: { ...lateQuarter, taxWithheld: 1_234_567.89, priorCredit: 12.5 } },
  render: (args) => (
    <div style={{ width: 320 }}>
      <EmployersReturnStoryHarness {...args} />
    </div>
  ),
  play: expectReflowAt320,
};

/** A late quarter in a phone's viewport (375 px): the same amounts, with the media queries of a phone. */
export const LateQuarterOnPhone: Story = { ...LateQuarter, globals: { viewport: { value: 'phone' } } };
