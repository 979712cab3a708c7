import { problemWords } from '@citytax/api';
import {
  createReturnOfIncomeHandlers,
  RETURN_OF_INCOME_DUPLICATE_DETAIL,
  returnOfIncomeProblemHandlers,
} from '@citytax/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmployersReturnForm } from './EmployersReturnForm';
import {
  EmployersReturnStoryHarness,
  STORY_SAVE_FAILED,
  storyFiledText,
  storyPayText,
} from './EmployersReturnStoryHarness';
import {
  expectReflowAt320,
  holding,
  inLanguage,
  listedErrors,
  submitByKeyboard,
} from '../form-kit/storyHelpers';
import { employersReturnMessages as m } from './messages.en';

/** The stories' "today" (the server mocks file on the same date). */
const TODAY = '2026-11-22';

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
const previewOf = (canvas: Canvas) => canvas.getByRole('region', { name: m.preview.heading });
/** The rows of the work table as "label amount" texts. */
const workRows = (canvas: Canvas) =>
  within(within(previewOf(canvas)).getByRole('table', { name: m.preview.caption }))
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
    await expect(canvas.getByText(m.preview.needInputs)).toBeVisible();
    const group = canvas.getByRole('radiogroup', { name: m.fields.frequency });
    await expect(group).toHaveAccessibleDescription(m.frequencyRule);
    // No month or quarter to choose before the frequency.
    await expect(
      canvas.queryByRole('combobox', {
        name: (name) => name.includes(m.fields.month) || name.includes(m.fields.quarter),
      }),
    ).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: m.frequencies.monthly })).toHaveFocus();
  },
};

/** Frequency by keyboard, the selects, then the amounts typed field after field; the preview shows "on time". */
export const OnTime: Story = {
  args: { today: '2026-11-10' },
  parameters: { msw: { handlers: createReturnOfIncomeHandlers({ today: '2026-11-10' }) } },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' '); // Monthly
    await expect(canvas.getByRole('radio', { name: m.frequencies.monthly })).toBeChecked();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: m.fields.taxYear }), '2026');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: m.fields.month }), m.months[9]!);
    await userEvent.click(canvas.getByRole('textbox', { name: m.fields.employeeCount }));
    await userEvent.keyboard('3');
    await userEvent.tab();
    await userEvent.keyboard('30000');
    await userEvent.tab();
    await userEvent.keyboard('1500');
    await userEvent.tab();
    await userEvent.keyboard('200');
    const region = previewOf(canvas);
    // October 2026 is due November 15, a Sunday: the next business day.
    await expect(
      within(region).getByText(inLanguage({ en: 'November 16, 2026', es: '16 de noviembre de 2026' })),
    ).toBeVisible();
    await expect(within(region).getByText(m.preview.onTime)).toBeVisible();
    await expect(workRows(canvas)).toEqual([
      `${m.preview.taxWithheld} $1,500.00`,
      `${m.preview.priorCredit} $200.00`,
      `${m.preview.taxDue} $1,300.00`,
      `${m.preview.amountDue} $1,300.00`,
    ]);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: m.submit })).toHaveFocus();
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
    await expect(
      within(region).getByText(inLanguage({ en: 'April 30, 2025', es: '30 de abril de 2025' })),
    ).toBeVisible();
    await expect(within(region).getByText(m.preview.late(19))).toBeVisible();
    const p = m.preview;
    await expect(workRows(canvas)).toEqual([
      `${p.taxWithheld} $1,200.00`,
      `${p.priorCredit} $0.00`,
      `${p.taxDue} $1,200.00`,
      `${p.latePayment} $600.00`,
      `${p.lateFilingFlat(2025)} $25.00`,
      `${p.interestYear(2025, 9, '10%')} $90.00`,
      `${p.interestYear(2026, 10, '9%')} $90.00`,
      `${p.interestTotal} $180.00`,
      `${p.amountDue} $2,005.00`,
    ]);
    await expect(within(region).getByText(p.pay('$2,005.00'))).toBeVisible();
    await expect(
      within(region).getByText(
        p.assumedToday(inLanguage({ en: 'November 22, 2026', es: '22 de noviembre de 2026' })),
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
    await expect(workRows(canvas)).toContain(`${m.preview.lateFilingAbated(2025)} $0.00`);
    await expect(workRows(canvas).at(-1)).toBe(`${m.preview.amountDue} $1,980.00`);
    await userEvent.click(canvas.getByRole('button', { name: m.submit }));
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
    await expect(
      within(previewOf(canvas)).getByText(inLanguage({ en: 'July 15, 2022', es: '15 de julio de 2022' })),
    ).toBeVisible();
    const p = m.preview;
    await expect(workRows(canvas).slice(3)).toEqual([
      `${p.latePayment} $500.00`,
      `${p.lateFilingPerMonth(7, 2022)} $150.00`,
      `${p.interestYear(2022, 6, '5%')} $25.00`,
      `${p.interestYear(2023, 1, '7%')} $5.83`,
      `${p.interestTotal} $30.83`,
      `${p.amountDue} $1,680.83`,
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
    await expect(within(previewOf(canvas)).getByText(m.preview.nothingDue)).toBeVisible();
    await expect(workRows(canvas).at(-1)).toBe(`${m.preview.amountDue} $0.00`);
    await submitByKeyboard(canvas, m.submit);
    await expect(await canvas.findByText(storyFiledText(8101))).toBeVisible();
  },
};

export const PeriodNotEnded: Story = {
  args: { draftValues: { ...lateQuarter, taxYear: 2026, period: 4 } },
  play: async ({ canvas, args }) => {
    const message = m.notEnded(
      m.periodName.quarterly(4, m.quarterMonths[3]!, 2026),
      inLanguage({ en: 'December 31, 2026', es: '31 de diciembre de 2026' }),
    );
    await expect(within(previewOf(canvas)).getByText(message)).toBeVisible();
    await submitByKeyboard(canvas, m.submit);
    const quarter = canvas.getByRole('combobox', { name: m.fields.quarter });
    await waitFor(() => expect(quarter).toHaveAccessibleDescription(`${m.hints.quarter} ${message}`));
    await expect(quarter).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MissingRate: Story = {
  args: { today: '2027-03-01', draftValues: { ...lateQuarter, taxYear: 2026, period: 3 } },
  play: async ({ canvas }) => {
    await expect(within(previewOf(canvas)).getByRole('alert')).toHaveTextContent(m.preview.missingRate);
  },
};

/** The optional helper suggests the frequency from two amounts and applies it on request. */
export const FrequencyHelper: Story = {
  play: async ({ canvas }) => {
    const { helper } = m;
    await userEvent.click(canvas.getByText(helper.summary));
    const status = canvas.getByText(helper.needAmounts);
    await userEvent.type(canvas.getByRole('textbox', { name: helper.priorYear }), '2000');
    const largest = canvas.getByRole('textbox', { name: helper.largestMonth });
    await userEvent.type(largest, '150');
    await expect(status).toHaveTextContent(helper.quarterly);
    await userEvent.clear(largest);
    await userEvent.type(largest, '200.01');
    await expect(status).toHaveTextContent(helper.monthlyBecauseMonth('$200.01'));
    await userEvent.click(canvas.getByRole('button', { name: helper.use.monthly }));
    await expect(canvas.getByRole('radio', { name: m.frequencies.monthly })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: m.fields.month })).toBeVisible();
    await expect(status.textContent?.endsWith(helper.chosen.monthly)).toBe(true);
  },
};

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await submitByKeyboard(canvas, m.submit);
    const { fields } = m;
    await expect(await listedErrors(canvas, m.errorsTitle)).toEqual(
      [fields.frequency, fields.taxYear, fields.employeeCount, fields.totalWages, fields.taxWithheld].map(
        (label) => `${label} ${m.rules.required}`,
      ),
    );
    await expect(canvas.getByRole('radio', { name: m.frequencies.monthly })).toHaveFocus();
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
    await submitByKeyboard(canvas, m.submit);
    const alert = await canvas.findByText(RETURN_OF_INCOME_DUPLICATE_DETAIL);
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

export const Saving: Story = {
  args: { draftValues: lateQuarter },
  parameters: { msw: { handlers: [returnOfIncomeProblemHandlers.savePending] } },
  play: async ({ canvas }) => {
    await submitByKeyboard(canvas, m.submit);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: holding(m.submit) })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

export const Submitting: Story = {
  args: { submitting: true, draftValues: lateQuarter },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: holding(m.submit) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ServerError: Story = {
  args: { draftValues: lateQuarter },
  parameters: { msw: { handlers: [returnOfIncomeProblemHandlers.saveFails] } },
  play: async ({ canvas }) => {
    await submitByKeyboard(canvas, m.submit);
    await expect(await canvas.findByText(STORY_SAVE_FAILED)).toBeVisible();
  },
};

export const NotAuthorized: Story = {
  args: { draftValues: lateQuarter },
  parameters: { msw: { handlers: [returnOfIncomeProblemHandlers.notAuthorized] } },
  play: async ({ canvas }) => {
    await submitByKeyboard(canvas, m.submit);
    await expect(await canvas.findByText(problemWords.details['not-authorized-to-file'])).toBeVisible();
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
