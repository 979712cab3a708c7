import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DisplayMode, type TaxpayerPanelData } from './format';
import { TaxpayerDataPanel } from './TaxpayerDataPanel';

const today = new Date(2026, 10, 22);

const joint: TaxpayerPanelData = {
  taxpayer: {
    name1: 'Jane',
    name2: 'Public',
    middleInitial: 'Q',
    federalId: '***-**-1234',
    businessPhoneNumber: '216-555-0100',
  },
  jointFiler: { name1: 'John', name2: 'Public', middleInitial: 'R', federalId: '***-**-5678' },
  address: { street: '1 Main St', city: 'Cleveland', state: 'OH', zip: '441141234' },
};

const empty: TaxpayerPanelData = {
  taxpayer: { name1: null, name2: null, middleInitial: null, federalId: null, businessPhoneNumber: null },
  jointFiler: null,
  address: { street: null, city: null, state: null, zip: null },
};

/** The value a user perceives next to a label in the description list. */
function valueOf(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  const definition = term.nextElementSibling;
  if (!(definition instanceof HTMLElement) || definition.tagName !== 'DD') {
    throw new Error(`no value for ${label}`);
  }
  return definition;
}

function terms() {
  return screen.getAllByRole('term').map((term) => term.textContent);
}

describe('TaxpayerDataPanel', () => {
  it('shows the mode 0 (exemption certificate) fields', () => {
    render(
      <TaxpayerDataPanel
        mode={DisplayMode.ExemptionCertificate}
        data={joint}
        status="loaded"
        today={today}
      />,
    );
    expect(terms()).toEqual([
      'First Name',
      'Last Name',
      'Middle Initial',
      'Taxpayer Social Security Number',
      'Spouse First Name',
      'Spouse Last Name',
      'Spouse Middle Initial',
      'Spouse Social Security Number',
      'Current Address',
      'City',
      'State',
      'Zip Code',
      'Phone Number',
      'Filing Date',
    ]);
    expect(valueOf('First Name')).toHaveTextContent('Jane');
    expect(valueOf('Last Name')).toHaveTextContent('Public');
    expect(valueOf('Middle Initial')).toHaveTextContent('Q');
    expect(valueOf('Taxpayer Social Security Number')).toHaveTextContent('***-**-1234');
    expect(valueOf('Spouse First Name')).toHaveTextContent('John');
    expect(valueOf('Spouse Last Name')).toHaveTextContent('Public');
    expect(valueOf('Spouse Middle Initial')).toHaveTextContent('R');
    expect(valueOf('Spouse Social Security Number')).toHaveTextContent('***-**-5678');
    expect(valueOf('Current Address')).toHaveTextContent('1 Main St');
    expect(valueOf('City')).toHaveTextContent('Cleveland');
    expect(valueOf('State')).toHaveTextContent('OH');
    expect(valueOf('Zip Code')).toHaveTextContent('44114-1234');
    expect(valueOf('Phone Number')).toHaveTextContent('216-555-0100');
    expect(valueOf('Filing Date')).toHaveTextContent('11/22/2026');
  });

  it.each([DisplayMode.CityTaxForm, DisplayMode.BillingStatement, DisplayMode.Individual])(
    'shows the joint fields in mode %i',
    (mode) => {
      render(<TaxpayerDataPanel mode={mode} data={joint} status="loaded" today={today} />);
      expect(terms()).toEqual([
        'Taxpayer Name',
        'Spouse Name',
        'Address',
        'City',
        'State',
        'Zip',
        'Taxpayer SSN/FEIN',
        'Spouse SSN',
        'Filing Date',
      ]);
      expect(valueOf('Taxpayer Name')).toHaveTextContent('Jane Q Public');
      expect(valueOf('Spouse Name')).toHaveTextContent('John R Public');
      expect(valueOf('Zip')).toHaveTextContent('44114-1234');
      expect(valueOf('Spouse SSN')).toHaveTextContent('***-**-5678');
    },
  );

  it.each([DisplayMode.EstimatesAndCredits, DisplayMode.Business])(
    'shows the single fields in mode %i',
    (mode) => {
      render(<TaxpayerDataPanel mode={mode} data={joint} status="loaded" today={today} />);
      expect(terms()).toEqual([
        'Taxpayer Name',
        'Address',
        'City',
        'State',
        'Zip',
        'Taxpayer SSN/FEIN',
        'Filing Date',
      ]);
    },
  );

  it('names a business by its business name in the Business mode', () => {
    const business: TaxpayerPanelData = {
      ...empty,
      taxpayer: { ...empty.taxpayer, name1: 'Acme Tools LLC', name2: 'Acme', federalId: '341234567' },
    };
    render(<TaxpayerDataPanel mode={DisplayMode.Business} data={business} status="loaded" today={today} />);
    expect(valueOf('Taxpayer Name')).toHaveTextContent(/^Acme Tools LLC$/);
    expect(valueOf('Taxpayer SSN/FEIN')).toHaveTextContent('341234567');
  });

  it.each([0, 1, 2, 3, 4, 5] as const)(
    'shows a dash, read as "not provided", for missing values in mode %i',
    (mode) => {
      render(<TaxpayerDataPanel mode={mode} data={empty} status="loaded" today={today} />);
      for (const definition of screen.getAllByRole('definition')) {
        if (definition === valueOf('Filing Date')) continue;
        expect(definition).toHaveTextContent(/^-not provided$/);
        expect(within(definition).getByText('-')).toHaveAttribute('aria-hidden', 'true');
      }
    },
  );

  it('is a region named by its heading', () => {
    render(<TaxpayerDataPanel mode={DisplayMode.Business} data={joint} status="loaded" today={today} />);
    const region = screen.getByRole('region', { name: 'Taxpayer Information' });
    expect(
      within(region).getByRole('heading', { level: 2, name: 'Taxpayer Information' }),
    ).toBeInTheDocument();
  });

  it('takes a heading level and label overrides', () => {
    render(
      <TaxpayerDataPanel
        mode={DisplayMode.CityTaxForm}
        data={joint}
        status="loaded"
        today={today}
        headingLevel={3}
        labels={{ heading: 'Filing as', taxpayerName: 'Primary Taxpayer' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Filing as' })).toBeInTheDocument();
    expect(valueOf('Primary Taxpayer')).toHaveTextContent('Jane Q Public');
  });

  it('shows a spinner while loading', () => {
    render(<TaxpayerDataPanel mode={DisplayMode.Business} data={undefined} status="loading" today={today} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading taxpayer information');
    expect(screen.getByRole('region', { name: 'Taxpayer Information' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('reserves the loaded layout while loading: a hidden copy of the same fields, no values', () => {
    const { container, rerender } = render(
      <TaxpayerDataPanel mode={DisplayMode.Business} data={undefined} status="loading" today={today} />,
    );
    const reserved = container.querySelector('dl');
    expect(reserved).toHaveAttribute('aria-hidden', 'true');
    const loadingTerms = [...reserved!.querySelectorAll('dt')].map((term) => term.textContent);
    expect(reserved!.querySelectorAll('dd')).toHaveLength(loadingTerms.length);
    rerender(
      <TaxpayerDataPanel mode={DisplayMode.Business} data={undefined} status="loaded" today={today} />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(loadingTerms);
  });

  it('has a toggle of the details (shown below 48em) that controls the list', async () => {
    render(<TaxpayerDataPanel mode={DisplayMode.CityTaxForm} data={joint} status="loaded" today={today} />);
    const toggle = screen.getByRole('button', { name: 'Show taxpayer details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('DL');
    expect(list).toHaveAttribute('data-state', 'closed');
    // The name and the ID stay when the list is folded.
    const summary = [...list!.querySelectorAll('[data-summary] dt')].map((term) => term.textContent);
    expect(summary).toEqual(['Taxpayer Name', 'Taxpayer SSN/FEIN']);

    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Hide taxpayer details');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-state', 'open');
  });

  it('has no toggle while loading or after an error', () => {
    const { rerender } = render(
      <TaxpayerDataPanel mode={DisplayMode.Business} data={undefined} status="loading" today={today} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<TaxpayerDataPanel mode={DisplayMode.Business} data={undefined} status="error" today={today} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the default error message', () => {
    render(<TaxpayerDataPanel mode={DisplayMode.Business} data={undefined} status="error" today={today} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred loading taxpayer information, please try again later',
    );
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('shows a custom error message', () => {
    render(
      <TaxpayerDataPanel
        mode={DisplayMode.Business}
        data={undefined}
        status="error"
        errorMessage="Try again."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Try again.');
  });
});
