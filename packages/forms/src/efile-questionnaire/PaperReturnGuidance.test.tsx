import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaperReturnGuidance, type PaperReturnOffice } from './PaperReturnGuidance';

const OFFICE: PaperReturnOffice = {
  formsUrl: 'https://tax.city.example/forms/annual-return.pdf',
  mailingAddress: ['Income Tax Division', 'PO Box 1234', 'Lakeside, OH 44000-1234'],
  phone: '216-555-0123',
};
const FORM = 'Individual Annual Return (paper form)';
const region = () => screen.getByRole('region', { name: 'You need to file a paper return' });

describe('PaperReturnGuidance', () => {
  it('names the form, where to get it, where to mail it and whom to call, from the office it is given', () => {
    render(<PaperReturnGuidance reasons={['rentalBusinessOrK1Activity']} taxYear={2025} office={OFFICE} />);
    const guidance = within(region());
    expect(guidance.getByText('What to file').nextElementSibling).toHaveTextContent(
      `The ${FORM} for 2025, signed (by both spouses if you file jointly), with copies of your W-2s and 1099s.`,
    );
    expect(guidance.getByRole('link', { name: `Download the ${FORM}` })).toHaveAttribute(
      'href',
      OFFICE.formsUrl,
    );
    const address = guidance.getByText('Where to mail it').nextElementSibling as HTMLElement;
    expect(address.querySelector('address')?.innerHTML).toBe(
      'Income Tax Division<br>PO Box 1234<br>Lakeside, OH 44000-1234',
    );
    expect(guidance.getByRole('link', { name: '216-555-0123' })).toHaveAttribute('href', 'tel:216-555-0123');
  });

  it.each([
    [
      'incomeNotOnW2Or1099',
      'You answered No to “Was all of your income for 2025 reported on a W-2 or a 1099?” Income that is not on a W-2 or a 1099 is reported on the paper return and its schedules.',
    ],
    [
      'rentalBusinessOrK1Activity',
      'You answered Yes to “Did you have any rental, business or K-1 activity?” Rental, business and K-1 income is reported on the paper return and its schedules.',
    ],
    [
      'nameAddressOrFilingStatusChanged',
      'You answered Yes to “Did your name, address or filing status change?” We update our records from a signed paper return.',
    ],
  ] as const)('says which answer of the questionnaire needs paper: %s', (reason, text) => {
    render(<PaperReturnGuidance reasons={[reason]} taxYear={2025} office={OFFICE} />);
    expect(region()).toHaveTextContent(
      'Your annual return for 2025 cannot be filed online because of your answer:',
    );
    expect(within(region()).getByRole('listitem')).toHaveTextContent(text);
  });

  it('lists every disqualifying answer', () => {
    render(
      <PaperReturnGuidance
        reasons={['incomeNotOnW2Or1099', 'nameAddressOrFilingStatusChanged']}
        taxYear={2025}
        office={OFFICE}
      />,
    );
    expect(region()).toHaveTextContent('because of your answers:');
    expect(within(region()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says an overpayment needs paper once, blaming no answers and with no eligibility rule', () => {
    render(<PaperReturnGuidance reasons={['overpayment']} taxYear={2025} office={OFFICE} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'You need to file a paper return' })).toBeVisible();
    expect(screen.getAllByText(/overpayment/).map((element) => element.textContent)).toEqual([
      'Your return shows an overpayment. A refund or credit of an overpayment must be claimed on a paper return, so this return cannot be filed online.',
    ]);
    expect(region()).not.toHaveTextContent(/Based on your answers|answer|Annual-return eligibility requires/);
    expect(within(region()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('leaves out what the office has not told (its details could not be read)', () => {
    render(<PaperReturnGuidance reasons={['overpayment']} taxYear={2025} />);
    expect(within(region()).queryByRole('link')).not.toBeInTheDocument();
    expect(region()).toHaveTextContent('Where to get itPick it up at the tax office.');
    expect(screen.queryByText('Where to mail it')).not.toBeInTheDocument();
    expect(screen.queryByText('Questions')).not.toBeInTheDocument();
  });
});
