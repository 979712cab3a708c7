import type { BillingStatementCalculation } from '@citytax/api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  EMPTY_BILLING_STATEMENT as EMPTY,
  type BillingStatementInput,
  type BillingStatementResult,
  type BillingStatementValues,
} from './billingStatement';
import { BillingStatementForm, type BillingStatementFormProps } from './BillingStatementForm';
import { ACROSS, ACROSS_RESULT, ALL_REQUIRED_ERRORS } from './fixtures';
import { listedErrors } from '../form-kit/testHelpers';

const YEARS = [2026, 2025, 2024, 2023, 2022, 2021, 2015];
/** The authority's date in these tests: nothing is filed or paid after it. */
const TODAY = '2026-11-24';

/** The form as a page wires it: Calculate answers with `answer`, which then shows as the result. */
function Harness({
  answer,
  ...props
}: Partial<BillingStatementFormProps> & {
  answer: (v: BillingStatementValues) => BillingStatementCalculation;
}) {
  const [result, setResult] = useState<BillingStatementResult>();
  return (
    <BillingStatementForm
      taxYears={YEARS}
      today={TODAY}
      onSubmit={vi.fn()}
      {...props}
      onCalculate={async (request) => {
        await props.onCalculate?.(request);
        setResult({ request, calculation: answer(request) });
      }}
      result={result}
    />
  );
}

function setup(props: Partial<BillingStatementFormProps> = {}, answer = () => ACROSS_RESULT) {
  const onCalculate = vi.fn<BillingStatementFormProps['onCalculate']>(async () => {});
  const onSubmit = vi.fn<BillingStatementFormProps['onSubmit']>(async () => {});
  const onValuesChange = vi.fn<NonNullable<BillingStatementFormProps['onValuesChange']>>();
  const user = userEvent.setup();
  render(
    <Harness
      onCalculate={onCalculate}
      onSubmit={onSubmit}
      onValuesChange={onValuesChange}
      answer={answer}
      {...props}
    />,
  );
  return { user, onCalculate, onSubmit, onValuesChange };
}

const statement = () => screen.getByRole('region', { name: 'Tax, penalty and interest' });
const date = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

async function fill(user: ReturnType<typeof userEvent.setup>, values: BillingStatementInput) {
  const types = { individual: 'Individual', netProfit: 'Net profit', withholding: 'Withholding' };
  if (values.taxType) await user.click(screen.getByRole('radio', { name: types[values.taxType] }));
  if (values.taxYear) {
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tax year' }), String(values.taxYear));
  }
  if (values.unpaidTax !== null) {
    await user.clear(screen.getByRole('textbox', { name: 'Unpaid tax' }));
    await user.type(screen.getByRole('textbox', { name: 'Unpaid tax' }), String(values.unpaidTax));
  }
  if (values.dueDate) date('Due date', values.dueDate);
  if (values.filedDate) date('Date filed', values.filedDate);
  if (values.paymentDate) date('Payment date', values.paymentDate);
  if (values.priorLateFiling) {
    const group = screen.getByRole('radiogroup', { name: 'Have you filed a return late before?' });
    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
  }
}

/** Each row of a table as its cells' texts. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('BillingStatementForm', () => {
  it('labels every field with its hint and asks for the inputs first', () => {
    setup();
    expect(screen.getByRole('radiogroup', { name: 'Tax type' })).toHaveAccessibleDescription(
      'The kind of tax the statement is for.',
    );
    expect(screen.getByRole('radio', { name: 'Withholding' })).toHaveAccessibleDescription(
      /^Tax an employer withheld from wages\. The late-payment penalty is 50%\./,
    );
    expect(screen.getByRole('combobox', { name: 'Tax year' })).toHaveAccessibleDescription(
      'The year the tax is for.',
    );
    expect(screen.getByLabelText('Payment date')).toHaveAccessibleDescription(
      "The date the tax was paid. If it is not paid yet, enter today's date. Interest is charged up to this date.",
    );
    expect(
      within(statement()).getByText(
        'Enter the tax type, tax year, unpaid tax and the three dates to see the penalty and interest.',
      ),
    ).toBeInTheDocument();
    const proceed = screen.getByRole('button', { name: 'Continue to payment' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(
      'Calculate the statement first. You can continue once the amounts are calculated.',
    );
  });

  it('previews a late payment across two rate years and shows its work', async () => {
    const { user } = setup();
    await fill(user, ACROSS);
    const region = statement();
    expect(
      within(region).getByText(
        'Preview, worked out as you type. Select Calculate to get the amounts the tax office will bill.',
      ),
    ).toBeInTheDocument();
    expect(
      rowsOf(within(region).getByRole('table', { name: 'Tax, penalty and interest for tax year 2022' })),
    ).toEqual([
      ['Line', 'Amount'],
      ['Unpaid tax', '$1,000.00'],
      ['Late-payment penalty (15%)15% of $1,000.00, because the tax was paid after the due date.', '$150.00'],
      ['Late-filing penalty' + 'None: the return was filed by the due date.', '$0.00'],
      [
        'Interest' +
          'Simple interest on the unpaid tax for each month or part of a month from April 19, 2023 to May 20, 2024: the unpaid tax times the annual rate, divided by 12, for each month.',
        '$94.17',
      ],
      ['Total due', '$1,244.17'],
    ]);
    expect(rowsOf(within(region).getByRole('table', { name: 'Interest by year' }))).toEqual([
      ['Year', 'Months', 'Annual rate', 'Interest'],
      ['2023', '9', '7%', '$52.50'],
      ['2024', '5', '10%', '$41.67'],
      ['Total', '14', '', '$94.17'],
    ]);
  });

  it.each([
    [
      'tax year 2021, filed 3 months late: $25.00 a month',
      {
        ...ACROSS,
        taxYear: 2021,
        unpaidTax: 500,
        dueDate: '2022-04-18',
        filedDate: '2022-07-01',
        paymentDate: '2022-04-18',
      },
      '$25.00 for each month or part of a month the return was late (3 months), at most $150.00, for tax years 2022 and earlier.',
      '$75.00',
    ],
    [
      'tax year 2022, filed 9 months late: capped at $150.00',
      { ...ACROSS, filedDate: '2024-01-10', paymentDate: '2023-04-18' },
      '$25.00 for each month or part of a month the return was late (9 months), at most $150.00, for tax years 2022 and earlier. The $150.00 limit applies.',
      '$150.00',
    ],
    [
      'tax year 2023, filed 9 months late, late before: a flat $25.00',
      {
        ...ACROSS,
        taxYear: 2023,
        dueDate: '2024-04-15',
        filedDate: '2025-01-10',
        paymentDate: '2024-04-15',
        priorLateFiling: true,
      },
      'A flat $25.00 because the return was filed late, for tax years 2023 and later, and a return was filed late before.',
      '$25.00',
    ],
    [
      'tax year 2023, filed 9 months late for the first time: abated',
      { ...ACROSS, taxYear: 2023, dueDate: '2024-04-15', filedDate: '2025-01-10', paymentDate: '2024-04-15' },
      '$25.00 abated: first late filing: from tax year 2023 the penalty is not charged the first time a taxpayer files a return late.',
      '$0.00',
    ],
  ])('explains the late-filing rule: %s', async (_name, values, explanation, amount) => {
    const { user } = setup();
    await fill(user, values);
    const row = within(statement()).getByText(explanation).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell')).toHaveTextContent(amount);
    expect(within(statement()).queryByRole('table', { name: 'Interest by year' })).toBeNull();
  });

  it('uses the 50% penalty for withholding', async () => {
    const { user } = setup();
    await fill(user, {
      taxType: 'withholding',
      taxYear: 2024,
      unpaidTax: 100,
      dueDate: '2024-04-30',
      filedDate: '2024-05-01',
      paymentDate: '2024-05-01',
      priorLateFiling: true,
    });
    const row = within(statement()).getByText('Late-payment penalty (50%)').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('50% of $100.00, because the tax was paid after the due date.');
    expect(within(row).getByRole('cell')).toHaveTextContent('$50.00');
    expect(within(statement()).getByText('Total due').closest('tr')).toHaveTextContent('$175.83');
  });

  it('shares the interest, rounded once, among the years so the rows add up', async () => {
    const { user } = setup();
    // $3.00: 3.75¢ + 3.5¢ per year (each would round to $0.04), 3 × 0.29 / 12 = 0.0725 → $0.07 in
    // all; the cent left over the floors (3¢ + 3¢) goes to the larger remainder, 2022.
    await fill(user, {
      taxType: 'netProfit',
      taxYear: 2021,
      unpaidTax: 3,
      dueDate: '2022-10-15',
      filedDate: '2022-10-15',
      paymentDate: '2023-03-01',
      priorLateFiling: false,
    });
    expect(rowsOf(within(statement()).getByRole('table', { name: 'Interest by year' }))).toEqual([
      ['Year', 'Months', 'Annual rate', 'Interest'],
      ['2022', '3', '5%', '$0.04'],
      ['2023', '2', '7%', '$0.03'],
      ['Total', '5', '', '$0.07'],
    ]);
  });

  it('asks whether a return was filed late before, No by default, and sends the answer', async () => {
    const { user, onCalculate } = setup();
    const group = screen.getByRole('radiogroup', { name: 'Have you filed a return late before?' });
    expect(group).toHaveAccessibleDescription(
      'From tax year 2023, the $25.00 late-filing penalty is not charged the first time a taxpayer files a return late.',
    );
    expect(within(group).getByRole('radio', { name: 'No' })).toBeChecked();
    await fill(user, { ...ACROSS, priorLateFiling: true });
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(onCalculate).toHaveBeenCalledWith({ ...ACROSS, priorLateFiling: true });
  });

  it('names the year with no interest rate, and Calculate lands on it rather than asking the server', async () => {
    const { user, onCalculate } = setup();
    // Withholding for 2015, due December 1, 2015: the first late month starts in 2015, which has no rate.
    await fill(user, {
      ...ACROSS,
      taxType: 'withholding',
      taxYear: 2015,
      dueDate: '2015-12-01',
      filedDate: '2015-12-01',
      paymentDate: '2016-01-05',
    });
    expect(within(statement()).getByRole('alert')).toHaveTextContent(
      'No interest rate is known for 2015, so the interest cannot be worked out. Check the due date and the payment date; if they are right, contact the tax office.',
    );
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('heading', { name: 'Tax, penalty and interest' })).toHaveFocus();
    expect(onCalculate).not.toHaveBeenCalled();
    expect(screen.queryByText(/selected cities|provider's support/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'a due date years after the tax year, filed before it, paid in the future (issue 18)',
      { ...ACROSS, taxYear: 2026, dueDate: '2030-04-15', filedDate: '2020-04-15', paymentDate: '2099-04-15' },
      {
        'Due date': 'Due date must be in the year after the tax year',
        'Date filed': 'Date filed must not be before the tax year',
        'Payment date': 'Payment date must not be in the future',
      },
    ],
    [
      'a return due in its own tax year',
      { ...ACROSS, taxYear: 2024, dueDate: '2024-04-15', filedDate: '2024-04-15', paymentDate: '2024-05-20' },
      { 'Due date': 'Due date must be in the year after the tax year' },
    ],
    [
      'withholding due two years later, filed tomorrow',
      {
        ...ACROSS,
        taxType: 'withholding' as const,
        taxYear: 2024,
        dueDate: '2026-01-31',
        filedDate: '2026-11-25',
        paymentDate: '2026-11-24',
      },
      {
        'Due date': 'Due date must be in the tax year or the year after',
        'Date filed': 'Date filed must not be in the future',
      },
    ],
  ])('names each impossible date on its field: %s', async (_name, values, expected) => {
    const { user, onCalculate } = setup();
    await fill(user, values);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    for (const name of ['Due date', 'Date filed', 'Payment date'] as const) {
      const field = screen.getByLabelText(name);
      const error = (expected as Record<string, string>)[name];
      if (error) {
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveAccessibleDescription(new RegExp(`${error}$`));
      } else {
        expect(field).not.toHaveAttribute('aria-invalid', 'true');
      }
    }
    expect(listedErrors()).toEqual(Object.values(expected));
    expect(
      within(statement()).getByText('Correct the entries above to see the penalty and interest.'),
    ).toBeVisible();
    expect(screen.queryByText(/selected cities|provider's support|No interest rate/)).not.toBeInTheDocument();
    expect(onCalculate).not.toHaveBeenCalled();
  });

  it('accepts withholding due in its own tax year, and a payment today', async () => {
    const { user, onCalculate } = setup();
    const values = {
      ...ACROSS,
      taxType: 'withholding' as const,
      taxYear: 2026,
      dueDate: '2026-04-30',
      filedDate: '2026-04-30',
      paymentDate: TODAY,
    };
    await fill(user, values);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(onCalculate).toHaveBeenCalledWith(values);
  });

  it('names an impossible date while other fields are still empty', async () => {
    const { user } = setup();
    await fill(user, { ...EMPTY, taxType: 'individual', taxYear: 2026, paymentDate: '2099-04-15' });
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByLabelText('Payment date')).toHaveAccessibleDescription(
      /Payment date must not be in the future$/,
    );
    expect(screen.getByLabelText('Due date')).toHaveAccessibleDescription(/Due date is required$/);
  });

  it('lists every error under the buttons, on each field, and focuses the tax type first', async () => {
    const { user, onCalculate } = setup();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(listedErrors()).toEqual(ALL_REQUIRED_ERRORS);
    expect(screen.getByRole('radio', { name: 'Individual' })).toHaveFocus();
    expect(screen.getByLabelText('Due date')).toHaveAccessibleDescription(
      'The date the return and the tax were due: for individual and net profit tax, in the year after the tax year; for withholding, in the tax year or the year after. Due date is required',
    );
    expect(screen.getByLabelText('Due date')).toHaveAttribute('aria-invalid', 'true');
    expect(onCalculate).not.toHaveBeenCalled();
  });

  it('refuses dates before the tax year and a negative-free amount with three decimals', async () => {
    const { user, onCalculate } = setup();
    await fill(user, { ...ACROSS, taxYear: 2024, unpaidTax: null });
    await user.type(screen.getByRole('textbox', { name: 'Unpaid tax' }), '12.3456');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByLabelText('Due date')).toHaveAccessibleDescription(
      /Due date must be in the year after the tax year/,
    );
    expect(screen.getByLabelText('Payment date')).not.toHaveAccessibleDescription(/must not be/);
    expect(screen.getByLabelText('Due date')).toHaveFocus();
    expect(onCalculate).not.toHaveBeenCalled();
  });

  it('calculates on the server, shows its amounts and continues with them', async () => {
    const { user, onCalculate, onSubmit } = setup();
    await fill(user, ACROSS);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(onCalculate).toHaveBeenCalledWith(ACROSS);
    const region = statement();
    expect(
      await within(region).findByText(
        'Calculated by the tax office. These are the amounts you will be billed.',
      ),
    ).toBeInTheDocument();
    expect(region).toHaveAttribute('data-source', 'server');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Tax, penalty and interest' })).toHaveFocus(),
    );
    const proceed = screen.getByRole('button', { name: 'Continue to payment' });
    expect(proceed).toBeEnabled();
    await user.click(proceed);
    expect(onSubmit).toHaveBeenCalledWith(ACROSS);
  });

  it('shows the server’s numbers, not the preview’s', async () => {
    const server = { ...ACROSS_RESULT, interest: 94.18, total: 1_244.18 };
    const { user } = setup({}, () => server);
    await fill(user, ACROSS);
    expect(within(statement()).getByText('Total due').closest('tr')).toHaveTextContent('$1,244.17');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await within(statement()).findByText(/Calculated by the tax office/);
    expect(within(statement()).getByText('Total due').closest('tr')).toHaveTextContent('$1,244.18');
  });

  it('needs a new calculation after a change', async () => {
    const { user, onSubmit } = setup();
    await fill(user, ACROSS);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await within(statement()).findByText(/Calculated by the tax office/);
    date('Payment date', '2024-06-20');
    expect(
      within(statement()).getByText(
        'Your entries changed. Select Calculate again to get the amounts to bill.',
      ),
    ).toBeInTheDocument();
    expect(statement()).toHaveAttribute('data-source', 'preview');
    const proceed = screen.getByRole('button', { name: 'Continue to payment' });
    expect(proceed).toBeDisabled();
    await user.click(proceed);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers filing when nothing is due', async () => {
    const zero = {
      ...ACROSS_RESULT,
      unpaidTax: 0,
      latePaymentPenalty: 0,
      interest: 0,
      total: 0,
      interestByYear: [],
    };
    const { user, onSubmit } = setup({}, () => zero);
    await fill(user, { ...ACROSS, unpaidTax: 0, paymentDate: '2023-04-18' });
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByText('Nothing is due. You can file the statement without a payment.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'File statement' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...ACROSS, unpaidTax: 0, paymentDate: '2023-04-18' });
  });

  it('reports values and whether they changed; starts from a restored draft', async () => {
    const { user, onValuesChange } = setup({ draftValues: ACROSS });
    expect(screen.getByRole('radio', { name: 'Individual' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Tax year' })).toHaveValue('2022');
    expect(within(statement()).getByText('Total due').closest('tr')).toHaveTextContent('$1,244.17');
    await user.click(screen.getByRole('radio', { name: 'Net profit' }));
    expect(onValuesChange).toHaveBeenLastCalledWith({ ...ACROSS, taxType: 'netProfit' }, true);
  });

  it('counts values equal to the defaults as unchanged', async () => {
    const { user, onValuesChange } = setup({ defaultValues: { ...ACROSS, taxType: 'netProfit' } });
    await user.click(screen.getByRole('radio', { name: 'Individual' }));
    expect(onValuesChange).toHaveBeenLastCalledWith(ACROSS, true);
    await user.click(screen.getByRole('radio', { name: 'Net profit' }));
    expect(onValuesChange).toHaveBeenLastCalledWith({ ...ACROSS, taxType: 'netProfit' }, false);
  });

  it('shows the server error and a busy continue button while the page saves', () => {
    render(
      <BillingStatementForm
        taxYears={YEARS}
        onCalculate={vi.fn()}
        onSubmit={vi.fn()}
        draftValues={ACROSS}
        result={{ request: ACROSS, calculation: ACROSS_RESULT }}
        submitting
        serverError="An unexpected error occurred while saving your form. Please try again later."
      />,
    );
    expect(
      screen
        .getByText('An unexpected error occurred while saving your form. Please try again later.')
        .closest('[role="alert"]'),
    ).not.toBeNull();
    expect(screen.getByRole('button', { name: /Continue to payment/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  });
});
