import {
  confirmationOverrides,
  createFiledFormHandlers,
  fixtures,
  MOCK_CONFIRMATION_IDS,
  MOCK_PAYMENT_FORM_IDS,
} from '@citytax/api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../analytics';
import { session } from '../../state/session';
import { findResult, renderRoute, setupMockServer } from '../account/testServer';
import { confirmationLoader } from './confirmation/confirmationLoader';
import { periodLabel } from '../../taxForm/formWords';
import { ConfirmationPage, formatFiledAt, spellConfirmationNumber } from './ConfirmationPage';

const server = setupMockServer();
const ids = MOCK_CONFIRMATION_IDS;
const MISSING =
  'This tax form cannot be found. This is often caused by deleting the form in another browser tab or window.';
const LOAD_FAILED = 'An error occurred loading your confirmation, please try again later.';

let events: Array<[string, unknown]>;
beforeEach(() => {
  session.signIn(fixtures.individualSignIn);
  events = [];
  setAnalyticsSink((event, params) => events.push([event, params]));
});
afterEach(() => {
  setAnalyticsSink(() => {});
  vi.restoreAllMocks();
});

function open(formId: number | string) {
  return renderRoute(
    { path: '/form/:formId/confirmation', loader: confirmationLoader, Component: ConfirmationPage },
    `/form/${formId}/confirmation`,
    [{ path: '/form/:formId/pay', element: <h1>Payment</h1> }],
  );
}

/** The definition list's terms and their values, in order. */
function details(): Array<[string | null, string | null]> {
  const list = screen.getByRole('region', { name: 'Filing details' }).querySelector('dl')!;
  return Array.from(list.querySelectorAll('dt'), (dt) => [
    dt.textContent,
    dt.nextElementSibling!.textContent,
  ]);
}

async function loaded() {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Confirmation' });
  await screen.findByRole('heading', { name: 'Filing details' });
  // Focus moves to the heading once the confirmation is shown.
  await waitFor(() => expect(heading).toHaveFocus());
}

describe('confirmation page', () => {
  it('shows a paid form’s confirmation: the number, spelled for screen readers, and every fact', async () => {
    // Hold the answer until the loading state has been seen: a fast answer would otherwise
    // replace the spinner before the first look (a handler that returns nothing falls through).
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`*/api/tax-forms/${ids.paidByCard}/confirmation`, async () => {
        await held;
      }),
    );
    open(ids.paidByCard);
    expect(await screen.findByText('Loading your confirmation')).toBeInTheDocument();
    answer();
    await loaded();
    expect(await findResult('status', 'Your form is filed')).toHaveTextContent(
      'We received your payment of $875.01 and your form is filed. Thank you.',
    );
    expect(details()).toEqual([
      ['Confirmation number', 'CT-2025-7K4P-9QXM' + 'C T, 2025, 7 K 4 P, 9 Q X M'],
      ['Form', 'Individual Annual Return'],
      ['Tax year', '2025'],
      ['Amount paid', '$875.01'],
      ['Date and time filed', 'November 24, 2026 at 10:14 AM EST'],
      ['Payment method', 'Card ending in 4242'],
    ]);
    // The number as seen is hidden from screen readers, which read the spelled form.
    expect(screen.getByText('CT-2025-7K4P-9QXM')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('C T, 2025, 7 K 4 P, 9 Q X M')).toHaveClass('ct-visually-hidden');
    expect(document.title).toBe('Confirmation | City Tax e-File');
    const next = screen.getByRole('navigation', { name: 'What you can do next' });
    expect(within(next).getByRole('link', { name: 'Filings and Payments' })).toHaveAttribute(
      'href',
      '/filings',
    );
    expect(within(next).getByRole('link', { name: 'Return to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(next).queryByRole('link', { name: 'View your estimates and credits' })).toBeNull();
  });

  it('shows an estimate filed with no payment due: its period, no payment method, and a way to the estimates', async () => {
    open(ids.noPaymentDue);
    await loaded();
    expect(screen.getByText('Your form is filed. No payment was due.')).toBeVisible();
    expect(details()).toEqual([
      ['Confirmation number', 'CT-2026-H3RW-5DZA' + 'C T, 2026, H 3 R W, 5 D Z A'],
      ['Form', 'Individual Estimate'],
      ['Tax year', '2026'],
      ['Period', 'Installment 2'],
      ['Amount paid', 'No payment due'],
      ['Date and time filed', 'June 12, 2026 at 9:02 AM EDT'],
    ]);
    expect(screen.getByRole('link', { name: 'View your estimates and credits' })).toHaveAttribute(
      'href',
      '/estimates-and-credits',
    );
  });

  it('names an employer’s return’s quarter', async () => {
    open(ids.employersReturn);
    await loaded();
    expect(details()).toContainEqual(['Period', 'Quarter 3 (July – September)']);
    expect(details()).toContainEqual(['Form', "Employer's Return of Income Tax Withheld"]);
  });

  it('downloads the PDF copy under the server’s file name', async () => {
    const saved: string[] = [];
    const createObjectURL = vi.fn(() => 'blob:copy');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    open(ids.paidByCard);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['CT-2025-7K4P-9QXM-annual-return.pdf']));
    const blob = (createObjectURL.mock.calls as unknown as [[Blob]])[0][0];
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('says when the PDF copy cannot be downloaded', async () => {
    server.use(...confirmationOverrides.pdfFails);
    open(ids.paidByCard);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await findResult('alert', 'The PDF copy could not be downloaded. Please try again.');
  });

  it('prints the page and records the print event', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    open(ids.paidByCard);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(events).toContainEqual(['print', { form: 'confirmation' }]);
  });

  it('shows the confirmation of a form filed on the pay page', async () => {
    server.use(...createFiledFormHandlers());
    open(MOCK_PAYMENT_FORM_IDS.paid);
    await loaded();
    expect(details()).toContainEqual(['Form', 'Tax, Penalty and Interest Billing Statement']);
  });

  it('says a form that is not filed has no confirmation yet and links to its payment page', async () => {
    server.use(...confirmationOverrides.notFiled);
    open(42);
    const alert = await findResult('alert', 'This form is not filed yet');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(alert).toHaveTextContent(
      'A form has a confirmation once it is filed. If it has a balance due, it is filed when you pay it.',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Go to the payment page' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it.each([
    ['missing (404)', confirmationOverrides.missing, MISSING],
    [
      'not the user’s (403)',
      confirmationOverrides.notAuthorized,
      'This user is not authorized to file this form for this taxpayer',
    ],
  ])('says why when the form is %s, with no way to retry', async (_, handlers, message) => {
    server.use(...handlers);
    open(42);
    const alert = await findResult('alert', message);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('treats an id that is not a number as missing, without calling the server', async () => {
    const called = vi.fn();
    server.use(
      http.get('/api/tax-forms/:id/confirmation', () => {
        called();
        return HttpResponse.json({});
      }),
    );
    open('abc');
    await findResult('alert', MISSING);
    expect(called).not.toHaveBeenCalled();
  });

  it('offers to try again when loading fails, and shows the confirmation once it loads', async () => {
    server.use(...confirmationOverrides.loadFails);
    open(ids.paidByCard);
    await findResult('alert', LOAD_FAILED);
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
    expect(screen.getByText('CT-2025-7K4P-9QXM')).toBeVisible();
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
  });
});

describe('confirmation formats', () => {
  it.each([
    ['CT-2025-7K4P-9QXM', 'C T, 2025, 7 K 4 P, 9 Q X M'],
    ['CT-2031-2222-ZZZZ', 'C T, 2031, 2 2 2 2, Z Z Z Z'],
  ])('spells %s as %s', (number, spelled) => {
    expect(spellConfirmationNumber(number)).toBe(spelled);
  });

  it.each([
    [{ kind: 'month', number: 3 }, 'March'],
    [{ kind: 'quarter', number: 1 }, 'Quarter 1 (January – March)'],
    [{ kind: 'installment', number: 4 }, 'Installment 4'],
  ] as const)('names the period %o %s', (period, label) => {
    expect(periodLabel(period)).toBe(label);
  });

  it.each([
    ['2026-01-15T17:30:00.000Z', 'January 15, 2026 at 12:30 PM EST'],
    ['2026-07-04T03:05:00.000Z', 'July 3, 2026 at 11:05 PM EDT'],
  ])('gives %s in the authority’s time zone as %s', (iso, text) => {
    expect(formatFiledAt(iso)).toBe(text);
  });
});
