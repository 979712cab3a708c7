import type { EfileQuestionsRequest } from '@citytax/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { efileIneligibleParams, paperReturnReasons } from './answers';
import { EfileQuestionnaireForm } from './EfileQuestionnaireForm';

const group = (name: RegExp) => screen.getByRole('radiogroup', { name });
const income = () => group(/^Was all of your income/);
const rental = () => group(/^Did you have any rental/);
const changed = () => group(/^Did your name, address/);

describe('EfileQuestionnaireForm', () => {
  it('requires every answer, with a clear message on each question, and focuses the first', async () => {
    const onSubmit = vi.fn();
    render(<EfileQuestionnaireForm onSubmit={onSubmit} taxYear={2025} />);
    expect(income()).toHaveAccessibleName('Was all of your income for 2025 reported on a W-2 or a 1099?');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Validation settles asynchronously (the resolver); on a loaded machine, after the click returns.
    await waitFor(() =>
      expect(income()).toHaveAccessibleDescription(
        /Tell us whether all of your income was reported on a W-2 or a 1099\./,
      ),
    );
    expect(rental()).toHaveAccessibleDescription(
      /Tell us whether you had any rental, business or K-1 activity\./,
    );
    expect(changed()).toHaveAccessibleDescription(
      /Tell us whether your name, address or filing status changed\./,
    );
    expect(within(income()).getByRole('radio', { name: 'Yes' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first unanswered question', async () => {
    render(<EfileQuestionnaireForm onSubmit={vi.fn()} defaultValues={{ allIncomeOnW2Or1099: true }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(within(rental()).getByRole('radio', { name: 'Yes' })).toHaveFocus());
    expect(income()).not.toHaveAccessibleDescription(/Tell us/);
  });

  it('answers with the keyboard and submits booleans', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<EfileQuestionnaireForm onSubmit={onSubmit} />);
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      allIncomeOnW2Or1099: true,
      rentalBusinessOrK1Activity: false,
      nameAddressOrFilingStatusChanged: false,
    });
  });

  it('shows the server error', () => {
    render(
      <EfileQuestionnaireForm
        onSubmit={vi.fn()}
        serverError="An unexpected error occurred. Please try again."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
  });
});

const eligible: EfileQuestionsRequest = {
  allIncomeOnW2Or1099: true,
  rentalBusinessOrK1Activity: false,
  nameAddressOrFilingStatusChanged: false,
};

describe('efileIneligibleParams', () => {
  it.each([
    [eligible, { income_reported: true, rental_or_business_activity: false, filing_status_change: false }],
    [
      { ...eligible, allIncomeOnW2Or1099: false },
      { income_reported: false, rental_or_business_activity: false, filing_status_change: false },
    ],
    [
      { ...eligible, rentalBusinessOrK1Activity: true },
      { income_reported: true, rental_or_business_activity: true, filing_status_change: false },
    ],
    [
      {
        allIncomeOnW2Or1099: false,
        rentalBusinessOrK1Activity: true,
        nameAddressOrFilingStatusChanged: true,
      },
      { income_reported: false, rental_or_business_activity: true, filing_status_change: true },
    ],
  ])('%j → %j', (answers, params) => {
    expect(efileIneligibleParams(answers)).toEqual(params);
  });
});

describe('paperReturnReasons', () => {
  it.each([
    [eligible, []],
    [{ ...eligible, allIncomeOnW2Or1099: false }, ['incomeNotOnW2Or1099']],
    [{ ...eligible, rentalBusinessOrK1Activity: true }, ['rentalBusinessOrK1Activity']],
    [{ ...eligible, nameAddressOrFilingStatusChanged: true }, ['nameAddressOrFilingStatusChanged']],
    [
      {
        allIncomeOnW2Or1099: false,
        rentalBusinessOrK1Activity: true,
        nameAddressOrFilingStatusChanged: true,
      },
      ['incomeNotOnW2Or1099', 'rentalBusinessOrK1Activity', 'nameAddressOrFilingStatusChanged'],
    ],
  ])('%j → %j', (answers, reasons) => {
    expect(paperReturnReasons(answers)).toEqual(reasons);
  });
});
