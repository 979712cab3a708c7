import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { estimateTestCities, renderEstimateForm } from '../estimate-shared/testHelpers';
import { formatLongDate, formatMoney } from './format';
import {
  IndividualEstimateForm,
  previewEstimate,
  type IndividualEstimateFormProps,
} from './IndividualEstimateForm';
import { rowsOf } from '../form-kit/testHelpers';

const cities = estimateTestCities;
const setup = (props: Partial<IndividualEstimateFormProps> = {}) =>
  renderEstimateForm(IndividualEstimateForm, props);

const field = (name: string) => screen.getByRole('textbox', { name });
const preview = () => screen.getByRole('region', { name: 'Your 2026 estimate' });

async function chooseCity(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('radio', { name }));
}

async function fillCle(user: ReturnType<typeof userEvent.setup>) {
  await chooseCity(user, 'Cleveland');
  await user.type(field('Estimated income'), '40000');
  await user.type(field('Estimated credits'), '600');
}

describe('format', () => {
  it.each([
    ['2027-04-15', 'April 15, 2027'],
    ['2024-01-16', 'January 16, 2024'],
    ['2026-12-31', 'December 31, 2026'],
  ])('formats %s as %s', (iso, text) => {
    expect(formatLongDate(iso)).toBe(text);
  });

  it.each([
    [1234.56, '$1,234.56'],
    [0, '$0.00'],
    [-0, '$0.00'],
    [90, '$90.00'],
  ])('formats %d dollars as %s', (dollars, text) => {
    expect(formatMoney(dollars)).toBe(text);
  });
});

describe('previewEstimate', () => {
  const cle = cities[1];
  it('uses the city rate in ppm and cents inside', () => {
    const p = previewEstimate(
      { estimatedIncome: 40_000, estimatedCredits: 600, priorYearTax: null },
      cle,
      2026,
      100,
      '2026-05-01',
    );
    expect(p).toMatchObject({
      kind: 'result',
      result: { estimatedTax: 40_000, required: true, currentInstallment: 2, suggestedPayment: 8_000 },
    });
  });

  it.each([
    ['no city', undefined, 40_000, 'needInputs'],
    ['no income', cle, null, 'needInputs'],
    ['a city without a rate', cities[4], 40_000, 'missingRate'],
  ] as const)('has nothing to show with %s', (_name, city, estimatedIncome, kind) => {
    expect(
      previewEstimate(
        { estimatedIncome, estimatedCredits: null, priorYearTax: null },
        city,
        2026,
        0,
        '2026-05-01',
      ).kind,
    ).toBe(kind);
  });
});

describe('IndividualEstimateForm', () => {
  it('offers only member cities and asks for the inputs first', async () => {
    setup();
    expect(within(preview()).getByText(/Choose your residence city/)).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Residence city' });
    expect(group).toHaveAccessibleDescription('The member city you expect to live in during 2026.');
    const options = within(group).getAllByRole('radio');
    expect(options.map((o) => o.closest('label')?.textContent)).toEqual([
      'Burton',
      'Cleveland',
      'Germantown',
      'Norwood',
    ]);
  });

  it('previews CLE 2.5% on $40,000.00 less $600.00: $400.00, required, the schedule and $80.00 now', async () => {
    const { user } = setup();
    await fillCle(user);
    const region = preview();
    const figures = within(region)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(figures).toEqual(['$400.00', '$100.00', '$80.00']);
    expect(
      within(region).getByText(
        'Estimated payments are required because your estimated tax is $200.00 or more.',
      ),
    ).toBeInTheDocument();
    const table = within(region).getByRole('table', { name: 'Installment schedule for tax year 2026' });
    expect(rowsOf(table)).toEqual([
      ['1', 'April 15, 2026', '$90.00'],
      ['2 (next due)', 'June 15, 2026', '$180.00'],
      ['3', 'September 15, 2026', '$270.00'],
      ['4', 'January 15, 2027', '$360.00'],
    ]);
    expect(
      within(region).getByText('The total due by installment 2 is $180.00, less $100.00 already paid.'),
    ).toBeInTheDocument();
    // The payment amount follows the suggestion.
    expect(field('Payment amount')).toHaveValue('$ 80.00');
  });

  it('says estimates are not required below $200.00 and still takes a payment', async () => {
    const { user, onSubmit } = setup({ paidSoFar: 0 });
    await chooseCity(user, 'Germantown');
    await user.type(field('Estimated income'), '10000');
    await user.type(field('Estimated credits'), '0');
    expect(
      within(preview()).getByText(
        'Estimated payments are not required because your estimated tax is less than $200.00. You may still make a payment.',
      ),
    ).toBeInTheDocument();
    await user.clear(field('Payment amount'));
    await user.type(field('Payment amount'), '25.50');
    await user.click(screen.getByRole('button', { name: 'Submit estimate' }));
    expect(onSubmit).toHaveBeenCalledWith({
      taxYear: 2026,
      residenceCity: 'GTN',
      estimatedIncome: 10_000,
      estimatedCredits: 0,
      priorYearTax: null,
      paymentAmount: 25.5,
    });
  });

  it('applies the safe harbor with a lower prior-year tax', async () => {
    const { user } = setup();
    await fillCle(user);
    await user.type(field('Prior-year tax (optional)'), '200');
    const region = preview();
    expect(
      within(region).getByText(
        'Your installments are based on your prior-year tax of $200.00 because it is lower than 90% of your estimated tax.',
      ),
    ).toBeInTheDocument();
    const targets = within(within(region).getByRole('table'))
      .getAllByRole('cell')
      .filter((_, i) => i % 2 === 1)
      .map((c) => c.textContent);
    expect(targets).toEqual(['$50.00', '$100.00', '$150.00', '$200.00']);
    // $100.00 due by June 15 and $100.00 paid: nothing now.
    expect(field('Payment amount')).toHaveValue('$ 0.00');
  });

  it('keeps the amount the filer typed when the suggestion changes', async () => {
    const { user, onSubmit } = setup();
    await fillCle(user);
    await user.clear(field('Payment amount'));
    await user.type(field('Payment amount'), '12');
    await user.clear(field('Estimated income'));
    await user.type(field('Estimated income'), '400000');
    expect(within(preview()).getAllByRole('definition')[0]).toHaveTextContent('$9,400.00');
    expect(field('Payment amount')).toHaveValue('$ 12.00');
    await user.click(screen.getByRole('button', { name: 'Submit estimate' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ estimatedIncome: 400_000, paymentAmount: 12 }),
    );
  });

  it('reports values and whether they changed; starts from a restored draft', async () => {
    const { user, onValuesChange } = setup({
      draftValues: { residenceCity: 'CLE', estimatedIncome: 40_000, estimatedCredits: 600 },
    });
    expect(screen.getByRole('radio', { name: 'Cleveland' })).toBeChecked();
    expect(within(preview()).getAllByRole('definition')[0]).toHaveTextContent('$400.00');
    // Higher than 90% of $400.00: no safe harbor, so the suggestion stays $80.00.
    await user.type(field('Prior-year tax (optional)'), '500');
    expect(onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ residenceCity: 'CLE', priorYearTax: 500, paymentAmount: 80 }),
      true,
    );
  });

  it('shows the server error and a busy button while the page works', () => {
    setup({ serverError: 'This tax form cannot be found.', submitting: true });
    expect(screen.getByText('This tax form cannot be found.').closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: /Submit estimate/ })).toHaveAttribute('aria-disabled', 'true');
  });
});
