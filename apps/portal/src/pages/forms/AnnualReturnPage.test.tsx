import { TaxFormStatus } from '@citytax/api';
import { createCityTaxFormHandlers, mockNoPaymentSummary } from '@citytax/api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../analytics';
import { renderRoute, setupMockServer } from '../account/testServer';
import { AnnualReturnPage } from './AnnualReturnPage';

const server = setupMockServer();
afterEach(() => setAnalyticsSink(() => {}));

const PATH = '/forms/individual/annual-return';
function open() {
  return renderRoute({ path: PATH, Component: AnnualReturnPage }, PATH, [
    { path: '/form/:formId/pay', element: <h1>Pay</h1> },
  ]);
}

async function answer(values: ['Yes' | 'No', 'Yes' | 'No', 'Yes' | 'No']) {
  const groups = await screen.findAllByRole('radiogroup');
  for (const [i, value] of values.entries()) {
    await userEvent.click(within(groups[i]!).getByRole('radio', { name: value }));
  }
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('annual return page', () => {
  it('fires efile_ineligible with its three flags and shows the paper-return guidance', async () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    server.use(
      ...createCityTaxFormHandlers({ cityTaxForm: null, questionnaire: { saved: false, eligible: null } }),
    );
    open();
    await answer(['No', 'Yes', 'No']);
    expect(await screen.findByRole('heading', { name: 'You need to file a paper return' })).toBeVisible();
    expect(sink).toHaveBeenCalledWith('efile_ineligible', {
      income_reported: false,
      rental_or_business_activity: true,
      filing_status_change: false,
    });
  });

  it('records add_annual_return_form when the first entry starts the return', async () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    server.use(...createCityTaxFormHandlers({ cityTaxForm: null, w2s: [], form1099s: [] }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a 1099' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Payer name' }), 'Client Co');
    await userEvent.type(screen.getByRole('textbox', { name: 'Payer TIN' }), '341234568');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nonemployee compensation' }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save 1099' }));
    expect(await screen.findByRole('cell', { name: 'Client Co' })).toBeVisible();
    expect(sink).toHaveBeenCalledWith('add_annual_return_form', expect.any(Object));
  });

  it('a balance due goes to payment after the print reminder; printing fires the print event', async () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    server.use(...createCityTaxFormHandlers());
    const router = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Print this form' }));
    expect(print).toHaveBeenCalledOnce();
    expect(sink).toHaveBeenCalledWith('print', { form: 'annual-return' });
    await userEvent.click(screen.getByRole('button', { name: 'File and pay' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: "Don't Forget to Print Your Individual Annual Return",
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: "I'm finished - Proceed to Next Step" }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/10/pay'));
    print.mockRestore();
  });

  it('nothing due files without payment and then shows the return read-only', async () => {
    server.use(...createCityTaxFormHandlers({ summary: mockNoPaymentSummary }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'File my return' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: "I'm finished - Proceed to Next Step" }),
    );
    expect(await screen.findByText(/annual return was filed on/)).toBeVisible();
    expect(screen.getByText(/A filed return cannot be changed\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a W-2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('a filed return opens read-only with its summary', async () => {
    server.use(
      ...createCityTaxFormHandlers({
        cityTaxForm: {
          id: 10,
          taxYear: 2025,
          status: TaxFormStatus.Filed,
          residenceCity: 'CLE',
          filedAt: '2026-03-02T15:00:00Z',
        },
      }),
    );
    open();
    expect(
      await screen.findByText('Your 2025 annual return was filed on March 2, 2026.', { exact: false }),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: 'Annual return summary' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'File and pay' })).not.toBeInTheDocument();
  });

  it('a return filed in another tab is reported and reloaded read-only', async () => {
    server.use(...createCityTaxFormHandlers());
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a 1099' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Payer name' }), 'Client Co');
    await userEvent.type(screen.getByRole('textbox', { name: 'Payer TIN' }), '341234568');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nonemployee compensation' }), '500');
    // Meanwhile the return was filed elsewhere.
    server.use(
      ...createCityTaxFormHandlers({
        cityTaxForm: {
          id: 10,
          taxYear: 2025,
          status: TaxFormStatus.Filed,
          residenceCity: 'CLE',
          filedAt: '2026-03-02T15:00:00Z',
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save 1099' }));
    expect(
      await screen.findByText(
        'Your tax form has already been filed. You can no longer make changes to your tax form.',
      ),
    ).toBeVisible();
    expect(await screen.findByText(/A filed return cannot be changed\./)).toBeVisible();
  });
});
