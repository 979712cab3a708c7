import { moneySchema, signedMoneySchema } from '@citytax/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BillingStatementForm } from '../billing-statement/BillingStatementForm';
import { EmployersReturnForm } from '../employers-return/EmployersReturnForm';
import { estimateTestCities } from '../estimate-shared/testHelpers';
import { IndividualEstimateForm } from '../individual-estimate/IndividualEstimateForm';
import { NetProfitEstimateForm } from '../net-profit-estimate/NetProfitEstimateForm';
import { AMOUNT_BELOW_ZERO, AMOUNT_NOT_A_NUMBER, amountRule, withAmountErrors } from './amountErrors';
import { errorSummary, listedErrors } from './testHelpers';

const NOT_A_NUMBER = 'Enter a number, like 1,234.56';
const BELOW_ZERO = 'Enter an amount of $0.00 or more';

describe('amountRule', () => {
  it.each([
    [Number.NaN, 'is required', AMOUNT_NOT_A_NUMBER],
    [Number.NaN, undefined, AMOUNT_NOT_A_NUMBER],
    [-500, 'must be greater than or equal to zero', AMOUNT_BELOW_ZERO],
    // A loss beyond the largest amount is the schema's own message, not a minus where none is allowed.
    [-1_000_000_000, 'has a minimum value of -999,999,999.99', undefined],
    [null, 'is required', undefined],
    [12, 'must have at most two decimal places', undefined],
    ['abc', 'is invalid', undefined],
  ])('%s with %j → %j', (value, message, key) => {
    expect(amountRule(value, message)).toBe(key);
  });
});

describe('withAmountErrors', () => {
  const schema = z.object({ owed: moneySchema, profit: signedMoneySchema, note: z.string() });
  type Values = { owed: number | null; profit: number | null; note: string };
  const resolver = withAmountErrors(
    zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<typeof schema>>,
  );
  const messagesOf = async (values: Values) => {
    const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    return Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error?.message]));
  };

  it('says a money text that is not a number is none, and a minus where none is allowed is one', async () => {
    expect(await messagesOf({ owed: Number.NaN, profit: Number.NaN, note: '' })).toEqual({
      owed: AMOUNT_NOT_A_NUMBER,
      profit: AMOUNT_NOT_A_NUMBER,
    });
    expect(await messagesOf({ owed: -500, profit: -500, note: '' })).toEqual({ owed: AMOUNT_BELOW_ZERO });
  });

  it('leaves every other message and valid values as the schema gives them', async () => {
    expect(await messagesOf({ owed: null, profit: 1.234, note: '' })).toEqual({
      owed: 'is required',
      profit: 'must have at most two decimal places',
    });
    const valid = await resolver({ owed: 5, profit: -250_000, note: 'x' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(valid).toEqual({ values: { owed: 5, profit: -250_000, note: 'x' }, errors: {} });
  });
});

/**
 * Every tax form with money fields says why a money text is not an amount, next to the field and
 * in its error summary, and keeps the text (issue 18): one rule in form-kit, not one per form.
 */
describe('money fields of every tax form', () => {
  const estimate = { cities: estimateTestCities, taxYear: 2026, paidSoFar: 0, today: '2026-05-01' };
  const forms: Array<[string, (onSubmit: () => Promise<void>) => ReactElement, string, string]> = [
    [
      'individual estimate',
      (onSubmit) => <IndividualEstimateForm {...estimate} onSubmit={onSubmit} />,
      'Estimated income',
      'Submit estimate',
    ],
    [
      'net profit estimate',
      (onSubmit) => <NetProfitEstimateForm {...estimate} onSubmit={onSubmit} />,
      'Estimated credits',
      'Submit estimate',
    ],
    [
      'employer’s return',
      (onSubmit) => <EmployersReturnForm today="2026-11-22" priorLateFiling onSubmit={onSubmit} />,
      'Total wages paid',
      'File return',
    ],
    [
      'billing statement',
      (onSubmit) => (
        <BillingStatementForm
          taxYears={[2025]}
          today="2026-11-24"
          onCalculate={onSubmit}
          onSubmit={vi.fn()}
        />
      ),
      'Unpaid tax',
      'Calculate',
    ],
  ];

  it.each(forms)(
    '%s: keeps the text and names what is wrong with it',
    async (_form, renderForm, label, submit) => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(renderForm(onSubmit));
      const amount = screen.getByRole('textbox', { name: label });

      await user.type(amount, '1e5');
      await user.tab();
      expect(amount).toHaveValue('$ 1e5');
      expect(amount).toHaveAccessibleDescription(expect.stringContaining(NOT_A_NUMBER));
      await user.click(screen.getByRole('button', { name: submit }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(amount).toHaveValue('$ 1e5');
      expect(amount).toBeInvalid();
      expect(amount).toHaveAccessibleDescription(expect.stringContaining(NOT_A_NUMBER));
      expect(amount).not.toHaveAccessibleDescription(/is required/);
      // The summary names the field: two bad amounts must not read the same.
      expect(listedErrors()).toContain(`${label}: ${NOT_A_NUMBER}`);
      expect(within(errorSummary()).getByRole('link', { name: `${label}: ${NOT_A_NUMBER}` })).toHaveAttribute(
        'href',
        `#${amount.id}`,
      );

      await user.clear(amount);
      await user.type(amount, '-500');
      expect(amount).toHaveValue('-500');
      expect(amount).toHaveAccessibleDescription(expect.stringContaining(BELOW_ZERO));
      expect(listedErrors()).toContain(`${label}: ${BELOW_ZERO}`);
      expect(listedErrors()).not.toContain(`${label}: ${NOT_A_NUMBER}`);

      await user.clear(amount);
      await user.type(amount, '500');
      expect(amount).not.toHaveAccessibleDescription(/Enter an amount|Enter a number/);
    },
  );
});

describe('a field whose shared sentences do not fit', () => {
  it('says the apportionment is a percentage, next to it and in the summary', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <NetProfitEstimateForm
        cities={estimateTestCities}
        taxYear={2026}
        paidSoFar={0}
        today="2026-05-01"
        onSubmit={onSubmit}
      />,
    );
    const share = screen.getByRole('textbox', { name: 'Apportionment percentage' });
    await user.type(share, '-5');
    await user.tab();
    expect(share).toHaveValue('-5');
    expect(share).toHaveAccessibleDescription(expect.stringContaining('Enter a percentage from 0 to 100'));
    await user.click(screen.getByRole('button', { name: 'Submit estimate' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(listedErrors()).toContain('Apportionment percentage: Enter a percentage from 0 to 100');
    expect(listedErrors()).not.toContain(`Apportionment percentage: ${BELOW_ZERO}`);
    await user.clear(share);
    await user.type(share, '6x');
    expect(listedErrors()).toContain('Apportionment percentage: Enter a number from 0 to 100, like 62.5');
  });
});

describe('the employer’s frequency helper', () => {
  it('says what is wrong with its amounts and suggests nothing from them', async () => {
    const user = userEvent.setup();
    render(<EmployersReturnForm today="2026-11-22" priorLateFiling onSubmit={vi.fn()} />);
    await user.click(screen.getByText('Not sure which applies? Check your filing frequency'));
    const year = screen.getByRole('textbox', { name: 'Tax withheld in the prior year' });
    const month = screen.getByRole('textbox', {
      name: 'Largest monthly amount withheld in the prior quarter',
    });
    await user.type(year, '1e5');
    await user.type(month, '-300');
    await user.tab();
    expect(year).toHaveAccessibleDescription(NOT_A_NUMBER);
    expect(month).toHaveAccessibleDescription(BELOW_ZERO);
    expect(screen.getByText('Enter both amounts to see which frequency applies.')).toHaveRole('status');
  });
});
