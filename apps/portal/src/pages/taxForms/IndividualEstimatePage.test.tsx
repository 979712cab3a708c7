import { paths } from '@citytax/api';
import { createEstimateHandlers, fixtures } from '@citytax/api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../analytics';
import { session } from '../../state/session';
import { findResult, renderRoute, setupMockServer } from '../account/testServer';
import { individualEstimateLoader } from './estimate/estimateLoader';
import { IndividualEstimatePage } from './IndividualEstimatePage';

const server = setupMockServer();
const PATH = '/forms/individual/estimate';

beforeEach(() => {
  // January 5, 2027: the last installment of 2026 is still open, so both years can be chosen.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-01-05T17:00:00Z') });
  server.use(...createEstimateHandlers());
  session.signIn(fixtures.individualSignIn);
});
afterEach(() => {
  vi.useRealTimers();
  setAnalyticsSink(() => {});
});

function open() {
  return renderRoute(
    { path: PATH, loader: individualEstimateLoader, Component: IndividualEstimatePage },
    PATH,
    [{ path: '/form/:formId/pay', element: <h1>Pay</h1> }],
  );
}

/** The tax years GET /api/cities was asked for. */
function citiesYears() {
  const years: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === paths.cities) years.push(url.searchParams.get('taxYear'));
  });
  return years;
}

describe('individual estimate page', () => {
  it('opens on the current year; the previous one, still open, was read with it', async () => {
    const years = citiesYears();
    const router = open();
    expect(await screen.findByRole('heading', { name: 'Your 2027 estimate' })).toBeInTheDocument();
    const taxYear = screen.getByRole('radiogroup', { name: 'Tax year' });
    expect(within(taxYear).getByRole('radio', { name: '2027' })).toBeChecked();
    expect([...years].sort()).toEqual(['2026', '2027']);

    await userEvent.click(within(taxYear).getByRole('radio', { name: '2026' }));
    expect(await screen.findByRole('heading', { name: 'Your 2026 estimate' })).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(years).toHaveLength(2);
    expect(router.state.location).toMatchObject({ pathname: PATH, search: '' });
  });

  it('reminds to print before filing; Print prints from the dialog, then the filer proceeds to pay', async () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const router = open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Cleveland' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Estimated income' }), '40000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Estimated credits' }), '600');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Payment amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Payment amount' }), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Submit estimate' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: "Don't Forget to Print Your Individual Estimate",
    });
    expect(dialog).toHaveAccessibleDescription(
      'Keep a copy of your form for your records. Once it is filed, you can also download a PDF copy from Filings and Payments.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(sink).toHaveBeenCalledWith('print', { form: 'individual-estimate' });
    expect(router.state.location.pathname).toBe(PATH);

    await userEvent.click(
      within(dialog).getByRole('button', { name: "I'm finished - Proceed to Next Step" }),
    );
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/form\/\d+\/pay$/));
    print.mockRestore();
  });

  it('"I want to print - Return to Form" goes back to the Print button, which prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Cleveland' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Estimated income' }), '40000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Estimated credits' }), '600');
    await userEvent.click(screen.getByRole('button', { name: 'Submit estimate' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'I want to print - Return to Form' }));
    const printButton = screen.getByRole('button', { name: 'Print this form' });
    await waitFor(() => expect(printButton).toHaveFocus());
    await userEvent.click(printButton);
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('says when the details cannot be loaded', async () => {
    server.use(http.get(paths.estimateCredits, () => HttpResponse.text('Bad gateway', { status: 502 })));
    open();
    expect(
      await findResult('alert', 'An error occurred loading your estimate details. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading your estimate')).toBeNull();
  });
});
