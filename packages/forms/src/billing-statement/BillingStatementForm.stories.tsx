import { billingStatementProblemHandlers, createBillingStatementHandlers } from '@citytax/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyEndpoints } from '../account-shared/StoryHarness';
import { storyErrorMessage } from '../annual-return-shared/StoryHarness';
import { billingStatementProblemText, type BillingStatementResult } from './billingStatement';
import { ACROSS, ACROSS_RESULT, ALL_REQUIRED_ERRORS } from './fixtures';
import { BillingStatementForm, type BillingStatementFormProps } from './BillingStatementForm';
import { expectReflowAt320, listedErrors, submitByKeyboard } from '../form-kit/storyHelpers';

const YEARS = [2026, 2025, 2024, 2023, 2022, 2021, 2020, 2016, 2015];
/** The authority's date in these stories: nothing is filed or paid after it. */
const TODAY = '2026-11-24';
const MISSING_RATE_2015 =
  'No interest rate is known for 2015, so the interest cannot be worked out. Check the due date and the payment date; if they are right, contact the tax office.';

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
  canvas.getByRole('region', { name: 'Tax, penalty and interest' });
/** The amount of a line of the statement's main table. */
const lineAmount = (region: HTMLElement, label: string) => {
  const table = within(region).getByRole('table', { name: /^Tax, penalty and interest for tax year/ });
  return within(within(table).getByText(label).closest('tr') as HTMLElement).getByRole('cell');
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Enter the tax type, tax year, unpaid tax and the three dates to see the penalty and interest.',
      ),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Individual' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  },
};

/** Calculate with nothing entered: every error listed under the buttons, focus on the tax type. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await submitByKeyboard(canvas, 'Calculate');
    await expect(await listedErrors(canvas)).toEqual(ALL_REQUIRED_ERRORS);
    await expect(canvas.getByRole('radio', { name: 'Individual' })).toHaveFocus();
    await expect(args.onCalculate).not.toHaveBeenCalled();
  },
};

/** Entered with the keyboard; filed and paid on the due date: no penalty, no interest. */
export const PreviewOnTime: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' '); // Individual
    await userEvent.tab();
    const year = canvas.getByRole('combobox', { name: 'Tax year' });
    await expect(year).toHaveFocus();
    await userEvent.selectOptions(year, '2023');
    await userEvent.tab();
    await userEvent.keyboard('1000');
    for (const name of ['Due date', 'Date filed', 'Payment date']) {
      await userEvent.type(canvas.getByLabelText(name), '2024-04-15');
    }
    const region = statementOf(canvas);
    await expect(region).toHaveAttribute('data-source', 'preview');
    await expect(lineAmount(region, 'Late-payment penalty (15%)')).toHaveTextContent('$0.00');
    await expect(within(region).getAllByText('None: the tax was paid by the due date.')).toHaveLength(2);
    await expect(within(region).getByText('None: the return was filed by the due date.')).toBeVisible();
    await expect(lineAmount(region, 'Total due')).toHaveTextContent('$1,000.00');
    await expect(within(region).queryByRole('table', { name: 'Interest by year' })).toBeNull();
  },
};

/** Late across two rate years: interest by year at 7% and 10%, shown line by line. */
export const PreviewLateAcrossRateYears: Story = {
  args: { draftValues: ACROSS },
  play: async ({ canvas }) => {
    const region = statementOf(canvas);
    await expect(lineAmount(region, 'Late-payment penalty (15%)')).toHaveTextContent('$150.00');
    await expect(lineAmount(region, 'Interest')).toHaveTextContent('$94.17');
    await expect(lineAmount(region, 'Total due')).toHaveTextContent('$1,244.17');
    const rows = within(within(region).getByRole('table', { name: 'Interest by year' })).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'YearMonthsAnnual rateInterest',
      '202397%$52.50',
      '2024510%$41.67',
      'Total14$94.17',
    ]);
  },
};

/** Calculate asks the server; its amounts replace the preview and allow continuing to payment. */
export const ServerResult: Story = {
  args: { draftValues: ACROSS },
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Calculate' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText('Calculated by the tax office. These are the amounts you will be billed.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Tax, penalty and interest' })).toHaveFocus(),
    );
    const region = statementOf(canvas);
    await expect(region).toHaveAttribute('data-source', 'server');
    await expect(lineAmount(region, 'Total due')).toHaveTextContent('$1,244.17');
    const proceed = canvas.getByRole('button', { name: 'Continue to payment' });
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
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(
      await canvas.findByText('Nothing is due. You can file the statement without a payment.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'File statement' })).toBeEnabled();
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
    await expect(within(statementOf(canvas)).getByRole('alert')).toHaveTextContent(MISSING_RATE_2015);
    await submitByKeyboard(canvas, 'Calculate');
    await expect(canvas.getByRole('heading', { name: 'Tax, penalty and interest' })).toHaveFocus();
    await expect(args.onCalculate).not.toHaveBeenCalled();
  },
};

/** The server answers missing-tax-rate: its detail names the year (never the city tax form's cities). */
export const MissingRateProblem: Story = {
  args: { draftValues: ACROSS },
  parameters: { msw: { handlers: [billingStatementProblemHandlers.calculateMissingRate] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(await canvas.findByText(MISSING_RATE_2015)).toBeVisible();
    await expect(canvas.queryByText(/selected cities/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
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
  play: async ({ canvas, args }) => {
    await submitByKeyboard(canvas, 'Calculate');
    await expect(await listedErrors(canvas)).toEqual([
      'Due date must be in the year after the tax year',
      'Date filed must not be before the tax year',
      'Payment date must not be in the future',
    ]);
    await expect(canvas.getByLabelText('Due date')).toHaveFocus();
    await expect(canvas.getByLabelText('Payment date')).toHaveAccessibleDescription(
      /Payment date must not be in the future$/,
    );
    await expect(canvas.queryByText(/selected cities|provider's support|No interest rate/)).toBeNull();
    await expect(args.onCalculate).not.toHaveBeenCalled();
  },
};

/** Waiting for the server's calculation. */
export const Calculating: Story = {
  args: { draftValues: ACROSS },
  parameters: { msw: { handlers: [billingStatementProblemHandlers.calculatePending] } },
  play: async ({ canvas }) => {
    const calculate = canvas.getByRole('button', { name: 'Calculate' });
    await userEvent.click(calculate);
    await waitFor(() => expect(calculate).toHaveAttribute('aria-disabled', 'true'));
    await expect(screen.getByText('Calculating')).toBeInTheDocument();
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
    await expect(canvas.getByRole('button', { name: /Continue to payment/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(screen.getByText('Saving your statement')).toBeInTheDocument();
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
    await expect(
      within(within(region).getByRole('table', { name: 'Interest by year' })).getAllByRole('row'),
    ).toHaveLength(12);
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
