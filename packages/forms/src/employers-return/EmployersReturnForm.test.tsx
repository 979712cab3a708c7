import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  EmployersReturnForm,
  employersReturnFormSchema,
  periodName,
  type EmployersReturnFormProps,
  type EmployersReturnInput,
} from './EmployersReturnForm';
import { errorSummary, listedErrors } from '../form-kit/testHelpers';

const TODAY = '2026-11-22';

function setup(props: Partial<EmployersReturnFormProps> = {}) {
  const onSubmit = vi.fn<EmployersReturnFormProps['onSubmit']>(async () => {});
  const onValuesChange = vi.fn();
  const user = userEvent.setup();
  render(
    <EmployersReturnForm
      today={TODAY}
      priorLateFiling
      onSubmit={onSubmit}
      onValuesChange={onValuesChange}
      {...props}
    />,
  );
  return { user, onSubmit, onValuesChange };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const preview = () => screen.getByRole('region', { name: 'Your return' });
const workRows = () =>
  within(within(preview()).getByRole('table', { name: 'How the amount due is computed' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

async function fillLateQuarter(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Quarterly' }));
  await user.selectOptions(select('Tax year'), '2025');
  await user.selectOptions(select('Quarter'), 'Q1 (January – March)');
  await user.type(textbox('Number of employees'), '6');
  await user.type(textbox('Total wages paid'), '48000');
  await user.type(textbox('City income tax withheld'), '1200');
}

describe('employersReturnFormSchema', () => {
  const valid: EmployersReturnInput = {
    frequency: 'monthly',
    taxYear: 2026,
    period: 10,
    employeeCount: ' 12 ',
    totalWages: 10_000,
    taxWithheld: 250,
    priorCredit: null,
  };

  it('turns the typed values into the request: whole employees, no credit as $0.00', () => {
    expect(employersReturnFormSchema(TODAY).parse(valid)).toEqual({
      frequency: 'monthly',
      taxYear: 2026,
      period: 10,
      employeeCount: 12,
      totalWages: 10_000,
      taxWithheld: 250,
      priorCredit: 0,
    });
  });

  it.each([
    [{ employeeCount: '2.5' }, 'employeeCount', 'must be a whole number'],
    [{ employeeCount: '1000001' }, 'employeeCount', 'is too large'],
    [{ period: 13 }, 'period', 'is invalid'],
    [{ frequency: 'quarterly', period: 5 }, 'period', 'is invalid'],
    [{ period: 11 }, 'period', 'period-not-ended'],
    [{ taxWithheld: 1.005 }, 'taxWithheld', 'must have at most two decimal places'],
  ] as const)('refuses %j on %s', (over, field, message) => {
    const result = employersReturnFormSchema(TODAY).safeParse({ ...valid, ...over });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([field, message]);
  });

  it('checks the period even while other fields are wrong', () => {
    const result = employersReturnFormSchema(TODAY).safeParse({ ...valid, period: 12, taxWithheld: null });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['taxWithheld', 'period']);
  });
});

describe('periodName', () => {
  it('names months and quarters', () => {
    expect(periodName('monthly', 2025, 3)).toBe('March 2025');
    expect(periodName('quarterly', 2025, 1)).toBe('Q1 2025 (January – March)');
  });
});

describe('EmployersReturnForm', () => {
  it('explains the frequency rule and asks for the inputs first', () => {
    setup();
    expect(screen.getByRole('radiogroup', { name: 'Filing frequency' })).toHaveAccessibleDescription(
      'File monthly if more than $2,399 was withheld in the prior year, or more than $200 in any month of the prior quarter. Otherwise file quarterly.',
    );
    expect(within(preview()).getByText(/Choose the filing frequency/)).toBeInTheDocument();
    expect(
      within(select('Tax year'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a tax year', '2026', '2025', '2024', '2023', '2022', '2021']);
  });

  it('offers months or quarters by frequency, and a new frequency clears the period', async () => {
    const { user, onValuesChange } = setup();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(
      within(select('Month'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a month',
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    await user.selectOptions(select('Month'), 'March');
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ period: 3 }), true);
    await user.click(screen.getByRole('radio', { name: 'Quarterly' }));
    expect(screen.queryByRole('combobox', { name: 'Month' })).not.toBeInTheDocument();
    expect(select('Quarter')).toHaveValue('');
    expect(onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ frequency: 'quarterly', period: null }),
      true,
    );
  });

  it('previews a late quarter and shows its work; submits the request', async () => {
    const { user, onSubmit } = setup();
    await fillLateQuarter(user);
    const region = preview();
    const figures = within(region)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(figures).toEqual(['Q1 2025 (January – March)', 'April 30, 2025', 'November 22, 2026']);
    expect(
      within(region).getByText(
        'Late by 19 months (any part of a month counts as a whole one): penalty and interest apply.',
      ),
    ).toBeInTheDocument();
    expect(workRows()).toEqual([
      ['City income tax withheld', '$1,200.00'],
      ['Less prior overpayment credit', '$0.00'],
      ['Tax due (tax withheld less the credit, not below $0.00)', '$1,200.00'],
      ['Late-payment penalty: 50% of the tax due', '$600.00'],
      [
        'Late-filing penalty: a flat $25.00 (tax year 2025; from 2023 on; you filed a return late before)',
        '$25.00',
      ],
      ['Interest for 2025: 9 months at 10% a year', '$90.00'],
      ['Interest for 2026: 10 months at 9% a year', '$90.00'],
      ['Interest (all months added, then rounded to the cent)', '$180.00'],
      ['Amount due', '$2,005.00'],
    ]);
    // A credit lowers the tax due and everything computed on it.
    await user.type(textbox('Prior overpayment credit (optional)'), '200');
    expect(workRows()[2]).toEqual(['Tax due (tax withheld less the credit, not below $0.00)', '$1,000.00']);
    expect(workRows()[3]).toEqual(['Late-payment penalty: 50% of the tax due', '$500.00']);
    await user.click(screen.getByRole('button', { name: 'File return' }));
    expect(onSubmit).toHaveBeenCalledWith({
      frequency: 'quarterly',
      taxYear: 2025,
      period: 1,
      employeeCount: 6,
      totalWages: 48_000,
      taxWithheld: 1_200,
      priorCredit: 200,
    });
  });

  it("says which day it assumed: the server's today", async () => {
    const { user } = setup();
    await fillLateQuarter(user);
    expect(
      within(preview()).getByText(
        'Worked out for a return filed and paid today, November 22, 2026. When you file, the tax office works it out again for the day it receives your return, and that amount is the one you pay.',
      ),
    ).toBeInTheDocument();
  });

  it("abates the $25.00 of a taxpayer's first late filing (from tax year 2023)", async () => {
    const { user } = setup({ priorLateFiling: false });
    await fillLateQuarter(user);
    // As the late quarter above, less the $25.00: $1,200.00 + $600.00 + $0.00 + $180.00.
    expect(workRows().slice(4, 5)).toEqual([
      [
        'Late-filing penalty: $25.00 abated: first late filing (tax year 2025; from 2023 on, the first time a return is filed late)',
        '$0.00',
      ],
    ]);
    expect(workRows().at(-1)).toEqual(['Amount due', '$1,980.00']);
  });

  it('does not abate before tax year 2023, even the first time', () => {
    setup({
      today: '2022-10-01',
      priorLateFiling: false,
      draftValues: { frequency: 'monthly', taxYear: 2022, period: 7, taxWithheld: 800, employeeCount: '2' },
    });
    expect(workRows()[4]).toEqual([
      'Late-filing penalty: $25.00 for each of 2 months late, at most $150.00 (tax year 2022; through 2022)',
      '$50.00',
    ]);
  });

  it('words the late-filing penalty per month for tax years through 2022', () => {
    setup({
      today: '2022-10-01',
      draftValues: { frequency: 'monthly', taxYear: 2022, period: 7, taxWithheld: 800, employeeCount: '2' },
    });
    // July 2022 is due August 15; 2 months late by October 1: $50.00; 5% interest: $6.67.
    expect(workRows().slice(3)).toEqual([
      ['Late-payment penalty: 50% of the tax due', '$400.00'],
      [
        'Late-filing penalty: $25.00 for each of 2 months late, at most $150.00 (tax year 2022; through 2022)',
        '$50.00',
      ],
      ['Interest for 2022: 2 months at 5% a year', '$6.67'],
      ['Interest (all months added, then rounded to the cent)', '$6.67'],
      ['Amount due', '$1,256.67'],
    ]);
  });

  it('says nothing is due when the credit covers the tax of an on-time return', () => {
    setup({
      today: '2026-11-10',
      draftValues: { frequency: 'monthly', taxYear: 2026, period: 10, taxWithheld: 100, priorCredit: 250 },
    });
    expect(within(preview()).getByText('On time: no penalty or interest applies.')).toBeInTheDocument();
    expect(workRows().at(-1)).toEqual(['Amount due', '$0.00']);
    expect(
      within(preview()).getByText('Nothing is due. Your return is filed without a payment.'),
    ).toBeInTheDocument();
  });

  it('lists every error, wires it to its field and focuses the frequency first', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'File return' }));
    expect(listedErrors()).toEqual([
      'Filing frequency is required',
      'Tax year is required',
      'Number of employees is required',
      'Total wages paid is required',
      'City income tax withheld is required',
    ]);
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
    expect(textbox('Number of employees')).toHaveAccessibleDescription(
      /Employees paid wages during the period\.\s*Number of employees is required/,
    );
    await user.click(
      within(errorSummary()).getByRole('link', { name: 'City income tax withheld is required' }),
    );
    expect(textbox('City income tax withheld')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a period that has not ended, on the period field', async () => {
    const { user, onSubmit } = setup({
      draftValues: {
        frequency: 'monthly',
        taxYear: 2026,
        period: 11,
        employeeCount: '3',
        totalWages: 9_000,
        taxWithheld: 225,
      },
    });
    const message = 'November 2026 has not ended yet. You can file this return after November 30, 2026.';
    expect(within(preview()).getByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'File return' }));
    expect(select('Month')).toHaveAccessibleDescription(`The month the wages were paid in. ${message}`);
    expect(select('Month')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    // October has ended: fixed.
    await user.selectOptions(select('Month'), 'October');
    expect(select('Month')).toHaveAccessibleDescription('The month the wages were paid in.');
  });

  it('suggests the frequency from the helper’s amounts and applies it', async () => {
    const { user } = setup();
    await user.click(screen.getByText('Not sure which applies? Check your filing frequency'));
    await user.type(textbox('Tax withheld in the prior year'), '2500');
    await user.type(textbox('Largest monthly amount withheld in the prior quarter'), '100');
    expect(
      screen.getByText('You file monthly: $2,500.00 withheld in the prior year is more than $2,399.00.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'File monthly' }));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByText(/Monthly is chosen\.$/)).toBeInTheDocument();
  });

  it('shows the server error in an alert that takes focus, and a busy button while the page works', () => {
    setup({ serverError: 'A return for this period has already been filed.', submitting: true });
    const alert = screen
      .getByText('A return for this period has already been filed.')
      .closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(alert?.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByRole('button', { name: /File return/ })).toHaveAttribute('aria-disabled', 'true');
  });
});
