import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { estimateTestCities, renderEstimateForm } from '../estimate-shared/testHelpers';
import {
  NetProfitEstimateForm,
  netProfitEstimateFormSchema,
  previewNetProfitEstimate,
  type NetProfitEstimateFormProps,
} from './NetProfitEstimateForm';
import { rowsOf } from '../form-kit/testHelpers';
import { CLE_DRAFT, CLE_SUBMITTED } from './fixtures';

const cities = estimateTestCities;
const cle = cities[1]!;
const setup = (props: Partial<NetProfitEstimateFormProps> = {}) =>
  renderEstimateForm(NetProfitEstimateForm, props);

const field = (name: string) => screen.getByRole('textbox', { name });
const PROFIT = 'Estimated net profit (or loss)';
const preview = () => screen.getByRole('region', { name: 'Your 2026 net profit estimate' });

/** Cleveland, $200,000.00 of net profit, 62.5% apportioned, $125.00 of credits. */
async function fillCle(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Cleveland' }));
  await user.type(field(PROFIT), '200000');
  await user.type(field('Apportionment percentage'), '62.5');
  await user.type(field('Estimated credits'), '125');
}

describe('previewNetProfitEstimate', () => {
  const inputs = { estimatedNetProfit: 200_000, apportionmentPercent: 62.5, estimatedCredits: 125 };

  it('computes profit × apportionment × rate − credits in cents, with business due dates', () => {
    const p = previewNetProfitEstimate({ ...inputs, priorYearTax: null }, cle, 2026, 100, '2026-05-01');
    expect(p).toMatchObject({
      kind: 'result',
      rate: 0.025,
      result: {
        grossTax: 312_500,
        estimatedTax: 300_000,
        required: true,
        currentInstallment: 2,
        suggestedPayment: 125_000,
      },
    });
    if (p.kind !== 'result') throw new Error('no result');
    expect(p.result.installments.map((i) => [i.dueDate, i.cumulativeTarget])).toEqual([
      ['2026-04-15', 67_500],
      ['2026-06-15', 135_000],
      ['2026-09-15', 202_500],
      ['2026-12-15', 270_000],
    ]);
  });

  it('takes the percentage exactly: 0.07% of $1,000,000.00 at 2.5% is $17.50', () => {
    const p = previewNetProfitEstimate(
      {
        estimatedNetProfit: 1_000_000,
        apportionmentPercent: 0.07,
        estimatedCredits: null,
        priorYearTax: null,
      },
      cle,
      2026,
      0,
      '2026-05-01',
    );
    expect(p).toMatchObject({ kind: 'result', result: { grossTax: 1_750, required: false } });
  });

  it('takes an expected net loss as it is: no tax, not required, nothing due by any installment', () => {
    const p = previewNetProfitEstimate(
      { estimatedNetProfit: -250_000, apportionmentPercent: 100, estimatedCredits: 125, priorYearTax: 1_000 },
      cle,
      2026,
      100,
      '2026-05-01',
    );
    expect(p).toMatchObject({
      kind: 'result',
      result: {
        netLoss: true,
        grossTax: 0,
        estimatedTax: 0,
        required: false,
        safeHarborApplied: false,
        suggestedPayment: 0,
      },
    });
    if (p.kind !== 'result') throw new Error('no result');
    expect(p.result.installments.map((i) => i.cumulativeTarget)).toEqual([0, 0, 0, 0]);
  });

  it.each([
    ['no city', undefined, 200_000, 62.5, 'needInputs'],
    ['no profit', cle, null, 62.5, 'needInputs'],
    ['no apportionment', cle, 200_000, null, 'needInputs'],
    ['a city without a rate', cities[4], 200_000, 62.5, 'missingRate'],
    ['an apportionment above 100%', cle, 200_000, 100.5, 'invalidInputs'],
  ] as const)(
    'has nothing to show with %s',
    (_name, city, estimatedNetProfit, apportionmentPercent, kind) => {
      expect(
        previewNetProfitEstimate(
          { estimatedNetProfit, apportionmentPercent, estimatedCredits: null, priorYearTax: null },
          city,
          2026,
          0,
          '2026-05-01',
        ).kind,
      ).toBe(kind);
    },
  );
});

describe('netProfitEstimateFormSchema', () => {
  const schema = netProfitEstimateFormSchema(['CLE']);
  const valid = {
    businessCity: 'CLE',
    estimatedNetProfit: 1,
    apportionmentPercent: 50,
    estimatedCredits: 0,
    priorYearTax: null,
    paymentAmount: 0,
  };
  it.each([
    [{ apportionmentPercent: 100.5 }, 'must be at most 100'],
    [{ apportionmentPercent: 62.125 }, 'must have at most two decimal places'],
    [{ apportionmentPercent: null }, 'is required'],
    [{ businessCity: 'COL' }, 'is required'],
    [{ estimatedNetProfit: null }, 'is required'],
    [{ estimatedNetProfit: -1_000_000_000 }, 'has a minimum value of -999,999,999.99'],
    [{ estimatedNetProfit: 1_000_000_000 }, 'is too large'],
    [{ estimatedNetProfit: -0.005 }, 'must have at most two decimal places'],
  ])('refuses %o', (over, message) => {
    const parsed = schema.safeParse({ ...valid, ...over });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it.each([-250_000, -0.01, -999_999_999.99, 0])('accepts a net profit of %d (a loss is negative)', (v) => {
    expect(schema.safeParse({ ...valid, estimatedNetProfit: v }).success).toBe(true);
  });

  it('accepts 0 and 100 percent', () => {
    expect(schema.safeParse({ ...valid, apportionmentPercent: 0 }).success).toBe(true);
    expect(schema.safeParse({ ...valid, apportionmentPercent: 100 }).success).toBe(true);
  });
});

describe('NetProfitEstimateForm', () => {
  it('offers only member cities and asks for the inputs first', () => {
    setup();
    expect(within(preview()).getByText(/Choose your business city/)).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Business city' });
    expect(group).toHaveAccessibleDescription(
      'The member city whose net profit tax you are estimating for 2026.',
    );
    expect(
      within(group)
        .getAllByRole('radio')
        .map((o) => o.closest('label')?.textContent),
    ).toEqual(['Burton', 'Cleveland', 'Germantown', 'Norwood']);
    const apportionment = field('Apportionment percentage');
    expect(apportionment).toHaveAttribute('inputmode', 'decimal');
    expect(apportionment).toHaveAccessibleDescription(/from 0 to 100 with up to two decimals/);
  });

  it('shows its work for CLE 2.5% × $200,000.00 × 62.5% − $125.00 = $3,000.00, the schedule and $1,250.00 now', async () => {
    const { user } = setup();
    await fillCle(user);
    expect(field('Apportionment percentage')).toHaveValue('62.50 %');
    const region = preview();
    expect(rowsOf(within(region).getByRole('table', { name: 'How your estimated tax is computed' }))).toEqual(
      [
        ['Estimated net profit (or loss)', '$200,000.00'],
        ['Apportioned to Cleveland', '× 62.5%'],
        ['Cleveland tax rate', '× 2.5%'],
        ['Tax before credits', '$3,125.00'],
        ['Less estimated credits', '− $125.00'],
        ['Estimated tax', '$3,000.00'],
      ],
    );
    expect(
      within(region).getByText(
        '$200,000.00 × 62.5% × 2.5% = $3,125.00 of tax before credits. $3,125.00 less $125.00 of credits = $3,000.00 of estimated tax.',
      ),
    ).toBeInTheDocument();
    expect(
      within(region).getByText(
        'Estimated payments are required because your estimated tax is $200.00 or more.',
      ),
    ).toBeInTheDocument();
    expect(
      rowsOf(within(region).getByRole('table', { name: 'Installment schedule for tax year 2026' })),
    ).toEqual([
      ['1', 'April 15, 2026', '$675.00'],
      ['2 (next due)', 'June 15, 2026', '$1,350.00'],
      ['3', 'September 15, 2026', '$2,025.00'],
      ['4', 'December 15, 2026', '$2,700.00'],
    ]);
    expect(
      within(region)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['$100.00', '$1,250.00']);
    expect(
      within(region).getByText('The total due by installment 2 is $1,350.00, less $100.00 already paid.'),
    ).toBeInTheDocument();
    expect(field('Payment amount')).toHaveValue('$ 1,250.00');
  });

  it('submits the values with the tax year, the percentage as typed', async () => {
    const { user, onSubmit } = setup();
    await fillCle(user);
    await user.click(screen.getByRole('button', { name: 'Submit estimate' }));
    expect(onSubmit).toHaveBeenCalledWith(CLE_SUBMITTED);
  });

  it('says estimates are not required below $200.00 and still takes a payment', async () => {
    const { user, onSubmit } = setup({ paidSoFar: 0 });
    await user.click(screen.getByRole('radio', { name: 'Burton' }));
    await user.type(field(PROFIT), '30000');
    await user.type(field('Apportionment percentage'), '50');
    await user.type(field('Estimated credits'), '0');
    const region = preview();
    expect(
      within(region).getByText(
        'Estimated payments are not required because your estimated tax is less than $200.00. You may still make a payment.',
      ),
    ).toBeInTheDocument();
    expect(within(region).getByRole('row', { name: 'Estimated tax $150.00' })).toBeInTheDocument();
    await user.clear(field('Payment amount'));
    await user.type(field('Payment amount'), '25.50');
    await user.click(screen.getByRole('button', { name: 'Submit estimate' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ businessCity: 'BRT', paymentAmount: 25.5 }),
    );
  });

  it('applies the safe harbor with a lower prior-year tax', async () => {
    const { user } = setup();
    await fillCle(user);
    await user.type(field('Prior-year tax (optional)'), '2000');
    const region = preview();
    expect(
      within(region).getByText(
        'Your installments are based on your prior-year tax of $2,000.00 because it is lower than 90% of your estimated tax.',
      ),
    ).toBeInTheDocument();
    expect(
      rowsOf(within(region).getByRole('table', { name: 'Installment schedule for tax year 2026' })).map(
        (row) => row[2],
      ),
    ).toEqual(['$500.00', '$1,000.00', '$1,500.00', '$2,000.00']);
    // $1,000.00 due by June 15, $100.00 paid.
    expect(field('Payment amount')).toHaveValue('$ 900.00');
  });

  it('says so when the credits are more than the tax', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Germantown' }));
    await user.type(field(PROFIT), '10000');
    await user.type(field('Apportionment percentage'), '100');
    await user.type(field('Estimated credits'), '400');
    expect(
      within(preview()).getByText(
        '$10,000.00 × 100% × 1.5% = $150.00 of tax before credits. Your credits of $400.00 are more than the tax of $150.00, so your estimated tax is $0.00.',
      ),
    ).toBeInTheDocument();
    expect(field('Payment amount')).toHaveValue('$ 0.00');
  });

  it('takes a net loss with its minus sign: $0.00 of tax, not required, and says why', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('radio', { name: 'Cleveland' }));
    const profit = field(PROFIT);
    expect(profit).toHaveAccessibleDescription(/If you expect a loss, type a minus sign before the amount/);
    await user.type(profit, '-250000');
    await user.type(field('Apportionment percentage'), '100');
    // Credits left empty: none, $0.00, in the preview and in what is submitted (issue 31, finding 13).
    // The sign stays in the field after blur, as typed.
    expect(profit).toHaveValue('-$ 250,000.00');
    const region = preview();
    expect(rowsOf(within(region).getByRole('table', { name: 'How your estimated tax is computed' }))).toEqual(
      [
        ['Estimated net profit (or loss)', '-$250,000.00'],
        ['Apportioned to Cleveland', '× 100%'],
        ['Cleveland tax rate', '× 2.5%'],
        ['Tax before credits', '$0.00'],
        ['Less estimated credits', '$0.00'],
        ['Estimated tax', '$0.00'],
      ],
    );
    expect(
      within(region).getByText(
        'You expect a net loss of $250,000.00. A loss is not taxed, so your tax before credits and your estimated tax are $0.00.',
      ),
    ).toBeInTheDocument();
    expect(
      within(region).getByText(
        'Estimated payments are not required because you expect a net loss, so no estimated tax is due. You may still make a payment.',
      ),
    ).toBeInTheDocument();
    expect(
      rowsOf(within(region).getByRole('table', { name: 'Installment schedule for tax year 2026' })).map(
        (row) => row[2],
      ),
    ).toEqual(['$0.00', '$0.00', '$0.00', '$0.00']);
    expect(field('Payment amount')).toHaveValue('$ 0.00');
    await user.click(screen.getByRole('button', { name: 'Submit estimate' }));
    expect(onSubmit).toHaveBeenCalledWith({
      taxYear: 2026,
      businessCity: 'CLE',
      estimatedNetProfit: -250_000,
      apportionmentPercent: 100,
      estimatedCredits: 0,
      priorYearTax: null,
      paymentAmount: 0,
    });
  });

  it('still takes a payment with a net loss', async () => {
    const { user, onSubmit } = setup({ draftValues: { ...CLE_DRAFT, estimatedNetProfit: -1_000 } });
    expect(field(PROFIT)).toHaveValue('-$ 1,000.00');
    expect(within(preview()).getByRole('row', { name: 'Estimated tax $0.00' })).toBeInTheDocument();
    await user.clear(field('Payment amount'));
    await user.type(field('Payment amount'), '50');
    await user.click(screen.getByRole('button', { name: 'Submit estimate' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ estimatedNetProfit: -1_000, paymentAmount: 50 }),
    );
  });

  it('refuses a loss beyond the largest amount and names it', async () => {
    const { user, onSubmit } = setup({ draftValues: { ...CLE_DRAFT, paymentAmount: 0 } });
    await user.clear(field(PROFIT));
    await user.type(field(PROFIT), '-1000000000');
    await user.click(screen.getByRole('button', { name: 'Submit estimate' }));
    expect(field(PROFIT)).toHaveFocus();
    expect(field(PROFIT)).toHaveAccessibleDescription(
      /Estimated net profit \(or loss\) has a minimum value of -999,999,999\.99/,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the amount the filer typed when the suggestion changes', async () => {
    const { user, onSubmit } = setup();
    await fillCle(user);
    await user.clear(field('Payment amount'));
    await user.type(field('Payment amount'), '12');
    await user.clear(field('Apportionment percentage'));
    await user.type(field('Apportionment percentage'), '100');
    expect(within(preview()).getByRole('row', { name: 'Estimated tax $4,875.00' })).toBeInTheDocument();
    expect(field('Payment amount')).toHaveValue('$ 12.00');
    await user.click(screen.getByRole('button', { name: 'Submit estimate' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ apportionmentPercent: 100, paymentAmount: 12 }),
    );
  });

  it('refuses an apportionment above 100 and names it', async () => {
    const { user, onSubmit } = setup();
    await fillCle(user);
    await user.clear(field('Apportionment percentage'));
    await user.type(field('Apportionment percentage'), '100.5');
    expect(
      within(preview()).getByText('Correct the amounts above to see your estimated tax.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit estimate' }));
    expect(field('Apportionment percentage')).toHaveFocus();
    expect(field('Apportionment percentage')).toHaveAccessibleDescription(
      /Apportionment percentage must be at most 100/,
    );
    expect(
      screen.getByRole('link', { name: 'Apportionment percentage must be at most 100' }),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reports values and whether they changed; starts from a restored draft', async () => {
    const { user, onValuesChange } = setup({
      draftValues: CLE_DRAFT,
    });
    expect(screen.getByRole('radio', { name: 'Cleveland' })).toBeChecked();
    expect(field('Apportionment percentage')).toHaveValue('62.50 %');
    expect(within(preview()).getByRole('row', { name: 'Estimated tax $3,000.00' })).toBeInTheDocument();
    await user.type(field('Prior-year tax (optional)'), '5000');
    expect(onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ businessCity: 'CLE', priorYearTax: 5_000, paymentAmount: 1_250 }),
      true,
    );
  });

  it('shows the server error, a busy button and the page’s actions', () => {
    setup({
      serverError: 'This user is not authorized to file this form for this taxpayer',
      submitting: true,
      actions: <button type="button">Print this form</button>,
    });
    expect(
      screen
        .getByText('This user is not authorized to file this form for this taxpayer')
        .closest('[role="alert"]'),
    ).not.toBeNull();
    expect(screen.getByRole('button', { name: /Submit estimate/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Print this form' })).toBeInTheDocument();
  });
});
