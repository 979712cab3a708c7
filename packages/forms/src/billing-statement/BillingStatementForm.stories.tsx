import { problemWords } from '@citytax/api';
import { billingStatementProblemHandlers, createBillingStatementHandlers } from '@citytax/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyEndpoints } from '../account-shared/StoryHarness';
import { storyErrorMessage } from '../annual-return-shared/StoryHarness';
import { billingStatementProblemText, type BillingStatementResult } from './billingStatement';
import { ACROSS, ACROSS_RESULT } from './fixtures';
import { BillingStatementForm, type BillingStatementFormProps } from './BillingStatementForm';
import { expectReflowAt320, holding, listedErrors, submitByKeyboard } from '../form-kit/storyHelpers';
import { billingStatementMessages as m } from './messages.en';

const YEARS = [2026, 2025, 2024, 2023, 2022, 2021, 2020, 2016, 2015];
/** The authority's date in these stories: nothing is filed or paid after it. */
const TODAY = '2026-11-24';
const { fields, rules, breakdown } = m;

/** The form as the page wires it: Calculate asks the (MSW-answered) server and shows its amounts. */
function CalculateHarness(args: BillingStatementFormProps) {
  const [result, setResult] = useState<BillingStatementResult | undefined>(args.result);
  const [serverError, setServerError] = useState<string | undefined>(args.serverError);
  return (
    <BillingStatementForm
      {...args}
      result={result}
      serverError={serverError}
      onCalculate={async (values) => {
        await args.onCalculate(values);
        setServerError(undefined);
        try {
          setResult({ request: values, calculation: await storyEndpoints.calculateBillingStatement(values) });
        } catch (error) {
          setServerError(billingStatementProblemText(error) ?? storyErrorMessage(error));
        }
      }}
    />
  );
}

const meta = {
  title: 'Forms/BillingStatement/BillingStatementForm',
  component: BillingStatementForm,
  args: {
    taxYears: YEARS,
    today: TODAY,
    onCalculate: fn(async () => {}),
    onSubmit: fn(),
    onValuesChange: fn(),
  },
  render: (args) => <CalculateHarness {...args} />,
  parameters: { msw: { handlers: createBillingStatementHandlers() } },
  tags: ['autodocs'],
} satisfies Meta<typeof BillingStatementForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const statementOf = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('region', { name: m.statement.heading });
/** The amount of a line of the statement's main table (of `taxYear`). */
const lineAmount = (region: HTMLElement, label: string, taxYear = ACROSS.taxYear) => {
  const table = within(region).getByRole('table', { name: breakdown.caption(taxYear) });
  return within(within(table).getByText(label).closest('tr') as HTMLElement).getByRole('cell');
};
/** The statement's one table of interest by year. */
const byYearTable = (region: HTMLElement) =>
  within(region).getByRole('table', { name: breakdown.byYearCaption });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.statement.needInputs)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: m.taxTypes.individual })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: m.continueToPayment })).toBeDisabled();
  },
};

/** Calculate with nothing entered: every error listed under the buttons, focus on the tax type. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await submitByKeyboard(canvas, m.calculate);
    await expect(await listedErrors(canvas, m.errorsTitle)).toEqual(
      [
        fields.taxType,
        fields.taxYear,
        fields.unpaidTax,
        fields.dueDate,
        fields.filedDate,
        fields.paymentDate,
      ].map((label) => `${label} ${rules.required}`),
    );
    await expect(canvas.getByRole('radio', { name: m.taxTypes.individual })).toHaveFocus();
    await expect(args.onCalculate).not.toHaveBeenCalled();
  },
};

/** Entered with the keyboard; filed and paid on the due date: no penalty, no interest. */
export const PreviewOnTime: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' '); // Individual
    await userEvent.tab();
    const year = canvas.getByRole('combobox', { name: fields.taxYear });
    await expect(year).toHaveFocus();
    await userEvent.selectOptions(year, '2023');
    await userEvent.tab();
    await userEvent.keyboard('1000');
    for (const name of [fields.dueDate, fields.filedDate, fields.paymentDate]) {
      await userEvent.type(canvas.getByLabelText(name), '2024-04-15');
    }
    const region = statementOf(canvas);
    await expect(region).toHaveAttribute('data-source', 'preview');
    await expect(lineAmount(region, breakdown.latePaymentPenalty('15%'), 2023)).toHaveTextContent('$0.00');
    // The late-payment penalty and the interest say so (in English in the same words).
    const none = [breakdown.latePaymentNone, breakdown.interestNone];
    for (const text of new Set(none)) {
      await expect(within(region).getAllByText(text)).toHaveLength(none.filter((t) => t === text).length);
    }
    await expect(within(region).getByText(breakdown.lateFilingNone)).toBeVisible();
    await expect(lineAmount(region, breakdown.total, 2023)).toHaveTextContent('$1,000.00');
    await expect(within(region).queryByRole('table', { name: breakdown.byYearCaption })).toBeNull();
  },
};

/** Late across two rate years: interest by year at 7% and 10%, shown line by line. */
export const PreviewLateAcrossRateYears: Story = {
  args: { draftValues: ACROSS },
  play: async ({ canvas }) => {
    const region = statementOf(canvas);
    await expect(lineAmount(region, breakdown.latePaymentPenalty('15%'))).toHaveTextContent('$150.00');
    await expect(lineAmount(region, breakdown.interest)).toHaveTextContent('$94.17');
    await expect(lineAmount(region, breakdown.total)).toHaveTextContent('$1,244.17');
    const rows = within(byYearTable(region)).getAllByRole('row');
    const { columns } = breakdown;
    await expect(rows.map((row) => row.textContent)).toEqual([
      `${columns.year}${columns.months}${columns.rate}${columns.amount}`,
      '202397%$52.50',
      '2024510%$41.67',
      `${breakdown.byYearTotal}14$94.17`,
    ]);
  },
};

/** Calculate asks the server; its amounts replace the preview and allow continuing to payment. */
export const ServerResult: Story = {
  args: { draftValues: ACROSS },
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: m.calculate }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(m.statement.server)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { name: m.statement.heading })).toHaveFocus());
    const region = statementOf(canvas);
    await expect(region).toHaveAttribute('data-source', 'server');
    await expect(lineAmount(region, breakdown.total)).toHaveTextContent('$1,244.17');
    const proceed = canvas.getByRole('button', { name: m.continueToPayment });
    await expect(proceed).toBeEnabled();
    proceed.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(ACROSS);
  },
};

/** Nothing unpaid and filed on time: nothing is due, so the statement is filed without payment. */
export const NothingDue: Story = {
  args: { draftValues: { ...ACROSS, unpaidTax: 0, paymentDate: '2023-04-18' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.calculate }));
    await expect(await canvas.findByText(m.nothingDue)).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.fileStatement })).toBeEnabled();
  },
};

/**
 * A late month in a year with no interest rate (withholding due in 2015): the preview names the
 * year, and Calculate lands on it instead of asking the server to say it again.
 */
export const MissingRatePreview: Story = {
  args: {
    draftValues: {
      ...ACROSS,
      taxType: 'withholding',
      taxYear: 2015,
      dueDate: '2015-12-01',
      filedDate: '2015-12-01',
      paymentDate: '2016-01-05',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(within(statementOf(canvas)).getByRole('alert')).toHaveTextContent(
      m.statement.missingRate(2015),
    );
    await submitByKeyboard(canvas, m.calculate);
    await expect(canvas.getByRole('heading', { name: m.statement.heading })).toHaveFocus();
    await expect(args.onCalculate).not.toHaveBeenCalled();
  },
};

/** The server answers missing-tax-rate: its detail names the year (never the city tax form's cities). */
export const MissingRateProblem: Story = {
  args: { draftValues: ACROSS },
  parameters: { msw: { handlers: [billingStatementProblemHandlers.calculateMissingRate] } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.calculate }));
    // The mock words its detail as the server does, in the request's language.
    await expect(await canvas.findByText(m.statement.missingRate(2015))).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(problemWords.details['missing-tax-rate']);
    await expect(canvas.getByRole('button', { name: m.continueToPayment })).toBeDisabled();
  },
};

/**
 * Dates that cannot be: tax year 2026 due in 2030, filed in 2020, paid in 2099. Each is
 * named on its own field; nothing is blamed on cities or the provider.
 */
export const ImpossibleDates: Story = {
  args: {
    draftValues: {
      ...ACROSS,
      taxYear: 2026,
      dueDate: '2030-04-15',
      filedDate: '2020-04-15',
      paymentDate: '2099-04-15',
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await submitByKeyboard(canvas, m.calculate);
    await expect(await listedErrors(canvas, m.errorsTitle)).toEqual([
      `${fields.dueDate} ${rules.dueInYearAfter}`,
      `${fields.filedDate} ${rules.notBeforeTaxYear}`,
      `${fields.paymentDate} ${rules.notInFuture}`,
    ]);
    await expect(canvas.getByLabelText(fields.dueDate)).toHaveFocus();
    await expect(canvas.getByLabelText(fields.paymentDate)).toHaveAccessibleDescription(
      `${m.hints.paymentDate} ${fields.paymentDate} ${rules.notInFuture}`,
    );
    // Neither the cities' missing-rate text nor a year without a rate (the statement's alert).
    await expect(canvasElement).not.toHaveTextContent(problemWords.details['missing-tax-rate']);
    await expect(within(statementOf(canvas)).getByText(m.statement.invalid)).toBeVisible();
    await expect(within(statementOf(canvas)).queryByRole('alert')).toBeNull();
    await expect(args.onCalculate).not.toHaveBeenCalled();
  },
};

/** Waiting for the server's calculation. */
export const Calculating: Story = {
  args: { draftValues: ACROSS },
  parameters: { msw: { handlers: [billingStatementProblemHandlers.calculatePending] } },
  play: async ({ canvas }) => {
    const calculate = canvas.getByRole('button', { name: m.calculate });
    await userEvent.click(calculate);
    await waitFor(() => expect(calculate).toHaveAttribute('aria-disabled', 'true'));
    await expect(screen.getByText(m.calculating)).toBeInTheDocument();
  },
};

/** The page is storing the statement: the continue button is busy. */
export const Saving: Story = {
  args: {
    draftValues: ACROSS,
    submitting: true,
    result: { request: ACROSS, calculation: ACROSS_RESULT },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: holding(m.continueToPayment) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(screen.getByText(m.saving)).toBeInTheDocument();
  },
};

/**
 * A long calculation on a phone (375 px): ten rate years of interest on $1,234,567.89,
 * every amount whole on one line, in tabular figures.
 */
export const LongCalculationOnAPhone: Story = {
  args: {
    draftValues: {
      ...ACROSS,
      taxYear: 2016,
      unpaidTax: 1_234_567.89,
      dueDate: '2017-04-18',
      filedDate: '2019-06-03',
      paymentDate: '2026-11-20',
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const region = statementOf(canvas);
    await expect(within(byYearTable(region)).getAllByRole('row')).toHaveLength(12);
    for (const cell of within(region).getAllByRole('cell')) {
      if (!cell.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
      await expect({ amount: cell.textContent, lines: lines.size }).toEqual({
        amount: cell.textContent,
        lines: 1,
      });
      await expect(getComputedStyle(cell).fontVariantNumeric).toBe('tabular-nums');
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** At 320 px the fields and both tables reflow without horizontal scrolling (WCAG 1.4.10). */
export const Narrow: Story = {
  args: { draftValues: { ...ACROSS, unpaidTax: 1_234_567.89 } },
  render: (args) => (
    <div style={{ width: 320 }}>
      <CalculateHarness {...args} />
    </div>
  ),
  play: expectReflowAt320,
};

/** The server's statement in a phone's viewport (375 px): the same lines, with the media queries of a phone. */
export const ServerResultOnPhone: Story = { ...ServerResult, globals: { viewport: { value: 'phone' } } };
