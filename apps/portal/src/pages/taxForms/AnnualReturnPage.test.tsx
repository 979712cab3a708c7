import { paths, priorTaxYear, TaxFormStatus } from '@citytax/api';
import {
  createCityTaxFormHandlers,
  createConfirmationHandlers,
  mockAnnualReturnSummary,
  mockAwaitingPaymentCityTaxFormState,
  mockCitiesResponse,
  mockCityTaxFormState,
  mockConfirmations,
  mockNoPaymentSummary,
} from '@citytax/api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../analytics';
import { renderRoute, setupMockServer } from '../account/testServer';
import { annualReturnLoader } from './annual-return/annualReturnLoader';
import { AnnualReturnPage } from './AnnualReturnPage';

const server = setupMockServer();
afterEach(() => setAnalyticsSink(() => {}));

const PATH = '/forms/individual/annual-return';
function open() {
  return renderRoute({ path: PATH, loader: annualReturnLoader, Component: AnnualReturnPage }, PATH, [
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

/** Fills the 1099 editor that is open. */
async function fill1099(payer: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Payer name' }), payer);
  await userEvent.type(screen.getByRole('textbox', { name: 'Payer TIN' }), '341234568');
  await userEvent.type(screen.getByRole('textbox', { name: 'Nonemployee compensation' }), '500');
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

  it("names the server's configured paper form URL, mailing address and phone in the guidance", async () => {
    server.use(
      ...createCityTaxFormHandlers({ cityTaxForm: null, questionnaire: { saved: false, eligible: null } }),
      http.get(paths.officeContact, () =>
        HttpResponse.json({
          supportEmail: 'help@tax.lakeside.example',
          supportPhone: '440-555-0142',
          paperFormsUrl: 'https://tax.lakeside.example/forms/ir-paper.pdf',
          mailingAddress: ['Lakeside Income Tax', 'PO Box 42', 'Lakeside, OH 44000'],
        }),
      ),
    );
    open();
    await answer(['Yes', 'No', 'Yes']);
    const guidance = await screen.findByRole('region', { name: 'You need to file a paper return' });
    expect(
      within(guidance).getByRole('link', { name: 'Download the Individual Annual Return (paper form)' }),
    ).toHaveAttribute('href', 'https://tax.lakeside.example/forms/ir-paper.pdf');
    expect(guidance).toHaveTextContent('Lakeside Income TaxPO Box 42Lakeside, OH 44000');
    expect(within(guidance).getByRole('link', { name: '440-555-0142' })).toHaveAttribute(
      'href',
      'tel:440-555-0142',
    );
    expect(within(guidance).getByRole('listitem')).toHaveTextContent(
      'You answered Yes to “Did your name, address or filing status change?”',
    );
  });

  it('says once that an overpayment is filed on paper, with no eligibility line', async () => {
    server.use(
      ...createCityTaxFormHandlers({
        summary: {
          ...mockAnnualReturnSummary,
          estimatesPaid: 175,
          net: -115,
          outcome: 'overpayment',
          amountDue: 0,
        },
      }),
    );
    open();
    const guidance = await screen.findByRole('region', { name: 'You need to file a paper return' });
    expect(screen.getAllByRole('region', { name: 'You need to file a paper return' })).toHaveLength(1);
    // (The residence hint's "file a paper return" is about another case: more than one city.)
    expect(
      screen.getAllByText(/need to file a paper return|cannot be filed online/).map((e) => e.textContent),
    ).toEqual([
      'You need to file a paper return',
      'Your return shows an overpayment. A refund or credit of an overpayment must be claimed on a paper return, so this return cannot be filed online.',
    ]);
    expect(
      screen.queryByText(/Based on your answers|Annual-return eligibility requires|You overpaid/),
    ).toBeNull();
    expect(guidance).toHaveTextContent('PO Box 5555');
    expect(within(guidance).getByRole('link', { name: '216-555-0100' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^File/ })).toBeNull();
  });

  it('still shows the guidance, saying less, when the office details cannot be read', async () => {
    server.use(
      ...createCityTaxFormHandlers({ cityTaxForm: null, questionnaire: { saved: false, eligible: null } }),
      http.get(paths.officeContact, () => HttpResponse.json({}, { status: 503 })),
    );
    open();
    await answer(['No', 'No', 'No']);
    const guidance = await screen.findByRole('region', { name: 'You need to file a paper return' });
    expect(guidance).toHaveTextContent('Pick it up at the tax office.');
    expect(within(guidance).queryByRole('link')).toBeNull();
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
    expect(screen.getByText('Filed, no payment due')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a W-2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it("the live preview computes with the city terms GET /api/cities answers for the return's tax year", async () => {
    const asked: (string | null)[] = [];
    server.use(
      // As the server: the prior tax year unless another is asked for.
      http.get(paths.cities, ({ request }) => {
        const year = new URL(request.url).searchParams.get('taxYear');
        asked.push(year);
        return HttpResponse.json(mockCitiesResponse(Number(year) || priorTaxYear()));
      }),
      ...createCityTaxFormHandlers({
        cityTaxForm: { ...mockCityTaxFormState().cityTaxForm!, taxYear: 2016 },
      }),
    );
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit W-2 from Columbus Data Services' }),
    );
    const box19 = await screen.findByRole('textbox', { name: 'Local income tax withheld (box 19)' });
    await userEvent.clear(box19);
    await userEvent.type(box19, '300');
    // Cleveland in 2016: 2.00%, factor 50%, limit 1.00%. Tax 2% × $72,400 = $1,448.00; Columbus
    // credit min(50% × $300, 1% × $18,500) = $150.00; net $1,448 − $150 − $1,300 = −$2.00.
    const preview = (
      await screen.findByRole('heading', {
        name: 'Preview including the form you are editing (not saved yet)',
      })
    ).parentElement!;
    const amountOf = (name: string | RegExp) =>
      within(preview).getByRole('rowheader', { name }).parentElement?.querySelector('td')?.textContent;
    expect(amountOf('Tax rate of your residence city')).toBe('2%');
    expect(amountOf('Credit limit of your residence city')).toBe('1.00%');
    expect(amountOf('Tax')).toBe('$1,448.00');
    expect(amountOf(/^Credit for tax paid to other cities/)).toBe('$150.00');
    expect(amountOf('Balance (within $10: nothing is billed or refunded)')).toBe('-$2.00');
    expect(asked).toEqual([null, '2016']);
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

  it('a filed return with a balance reads as paid, with its confirmation number, never as a balance due', async () => {
    const amountDue = mockAnnualReturnSummary.amountDue;
    const filedAt = '2026-03-02T15:00:00Z';
    const confirmation = mockConfirmations().paidByCard;
    server.use(
      ...createConfirmationHandlers(undefined, [
        {
          ...confirmation,
          id: 10,
          amountPaid: amountDue,
          filedAt,
          payment: { ...confirmation.payment!, amount: amountDue, paidAt: filedAt },
        },
      ]),
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
    const paid = `Paid $${amountDue.toFixed(2)} on March 2, 2026, balance $0.00`;
    expect(await screen.findByText(paid)).toBeVisible();
    expect(await screen.findByText('CT-2025-7K4P-9QXM')).toBeVisible();
    expect(screen.getByText(paid)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your confirmation' })).toHaveAttribute(
      'href',
      '/form/10/confirmation',
    );
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Amount due when filed' })).toBeVisible();
    expect(document.body).not.toHaveTextContent(/balance due|you pay it when you file/i);
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

  it('a new entry keeps its Idempotency-Key across a retry after a lost answer; the next new entry gets a new one', async () => {
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === paths.form1099) {
        keys.push(request.headers.get('Idempotency-Key'));
      }
    });
    server.use(...createCityTaxFormHandlers({ cityTaxForm: null, w2s: [], form1099s: [] }));
    server.use(http.post(paths.form1099, () => HttpResponse.error(), { once: true }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a 1099' }));
    await fill1099('Client Co');
    await userEvent.click(screen.getByRole('button', { name: 'Save 1099' }));
    expect(
      await screen.findByText('An unexpected error occurred while saving your form. Please try again later.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save 1099' }));
    expect(await screen.findByRole('cell', { name: 'Client Co' })).toBeVisible();
    // The previous entry was saved: a new one is a new visit.
    await userEvent.click(screen.getByRole('button', { name: 'Add a 1099' }));
    await fill1099('Second Co');
    await userEvent.click(screen.getByRole('button', { name: 'Save 1099' }));
    expect(await screen.findByRole('cell', { name: 'Second Co' })).toBeVisible();
    server.events.removeAllListeners('request:start');
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a failed load shows its message; Try again loads the return through the loader again', async () => {
    server.use(...createCityTaxFormHandlers());
    server.use(http.get(paths.cityTaxForm, () => HttpResponse.error(), { once: true }));
    open();
    expect(
      await screen.findByText(
        'An unexpected error occurred loading your annual return. Please try again later.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'File and pay' })).toBeEnabled();
    expect(screen.queryByText(/error occurred loading your annual return/)).not.toBeInTheDocument();
  });

  it('after filing with nothing due, focus goes to the filed message', async () => {
    server.use(...createCityTaxFormHandlers({ summary: mockNoPaymentSummary }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'File my return' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: "I'm finished - Proceed to Next Step",
      }),
    );
    const message = await screen.findByText(/annual return was filed on/);
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
  });

  describe('focus after Continue and Save (WCAG 2.4.3)', () => {
    it("Continue moves focus to the next step's heading, and Change my answers back to the questions", async () => {
      server.use(
        ...createCityTaxFormHandlers({ cityTaxForm: null, questionnaire: { saved: false, eligible: null } }),
      );
      open();
      await answer(['Yes', 'Yes', 'No']);
      const paper = await screen.findByRole('heading', { name: 'You need to file a paper return' });
      await waitFor(() => expect(paper).toHaveFocus());
      await userEvent.click(screen.getByRole('button', { name: 'Change my answers' }));
      const questions = await screen.findByRole('heading', { name: 'Can you file online?' });
      await waitFor(() => expect(questions).toHaveFocus());
      // The answers as given, kept to be changed (issue 31, finding 18).
      const groups = screen.getAllByRole('radiogroup');
      expect(within(groups[0]!).getByRole('radio', { name: 'Yes' })).toBeChecked();
      expect(within(groups[1]!).getByRole('radio', { name: 'Yes' })).toBeChecked();
      expect(within(groups[2]!).getByRole('radio', { name: 'No' })).toBeChecked();
      await answer(['Yes', 'No', 'No']);
      const residence = await screen.findByRole('heading', { name: 'Where you lived' });
      await waitFor(() => expect(residence).toHaveFocus());
    });

    it('shows the step the filer is on, while Continue still moves focus to the heading', async () => {
      server.use(
        ...createCityTaxFormHandlers({ cityTaxForm: null, questionnaire: { saved: false, eligible: null } }),
      );
      open();
      const steps = await screen.findByRole('list', { name: 'Steps to file your return' });
      expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
      expect(screen.getByText('Step 1 of 4: Check you can file online')).toBeInTheDocument();
      await answer(['Yes', 'No', 'No']);
      const residence = await screen.findByRole('heading', { name: 'Where you lived' });
      await waitFor(() => expect(residence).toHaveFocus());
      expect(screen.getByText('Step 2 of 4: Your city')).toBeInTheDocument();
      expect(
        within(screen.getByRole('list', { name: 'Steps to file your return' })).getAllByRole('listitem')[0],
      ).toHaveTextContent('Check you can file online completed');
    });

    it('saving a new W-2 moves focus to its entry', async () => {
      server.use(...createCityTaxFormHandlers());
      open();
      await userEvent.click(await screen.findByRole('button', { name: 'Add a W-2' }));
      await userEvent.type(await screen.findByRole('textbox', { name: 'Employer name' }), 'Lakeside Clinic');
      await userEvent.type(screen.getByRole('textbox', { name: 'Employer EIN' }), '341111111');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Work city' }), 'Cleveland');
      await userEvent.type(screen.getByRole('textbox', { name: 'Medicare wages and tips (box 5)' }), '5200');
      await userEvent.type(screen.getByRole('textbox', { name: 'Local wages (box 18)' }), '5200');
      await userEvent.type(
        screen.getByRole('textbox', { name: 'Local income tax withheld (box 19)' }),
        '100',
      );
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Locality (box 20)' }), 'Cleveland');
      await userEvent.click(screen.getByRole('button', { name: 'Save W-2' }));
      const entry = await screen.findByRole('button', { name: 'Edit W-2 from Lakeside Clinic' });
      await waitFor(() => expect(entry).toHaveFocus());
    });

    it('Cancel goes back to the entry it edited, or to the list for a new one', async () => {
      server.use(...createCityTaxFormHandlers());
      open();
      const edit = await screen.findByRole('button', { name: 'Edit W-2 from Columbus Data Services' });
      await userEvent.click(edit);
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(edit).toHaveFocus());
      await userEvent.click(screen.getByRole('button', { name: 'Add a 1099' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: 'Your W-2 and 1099 forms' })).toHaveFocus(),
      );
    });

    it('saving a changed W-2 moves focus back to its entry', async () => {
      server.use(...createCityTaxFormHandlers());
      open();
      await userEvent.click(
        await screen.findByRole('button', { name: 'Edit W-2 from Columbus Data Services' }),
      );
      const box19 = await screen.findByRole('textbox', { name: 'Local income tax withheld (box 19)' });
      await userEvent.clear(box19);
      await userEvent.type(box19, '300');
      await userEvent.click(screen.getByRole('button', { name: 'Save W-2' }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Edit W-2 from Columbus Data Services' })).toHaveFocus(),
      );
    });
  });

  describe('filing lifecycle', () => {
    it('File and pay submits the return, then goes to the pay page', async () => {
      const calls: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'POST') calls.push(new URL(request.url).pathname);
      });
      server.use(...createCityTaxFormHandlers());
      const router = open();
      await userEvent.click(await screen.findByRole('button', { name: 'File and pay' }));
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.click(
        within(dialog).getByRole('button', { name: "I'm finished - Proceed to Next Step" }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/form/10/pay'));
      server.events.removeAllListeners('request:start');
      expect(calls).toEqual([paths.submitForm(10)]);
    });

    it('a return awaiting payment is read-only, says so with its amount and links to Pay', async () => {
      server.use(...createCityTaxFormHandlers(mockAwaitingPaymentCityTaxFormState()));
      open();
      expect(await screen.findByRole('heading', { name: 'Awaiting payment' })).toBeVisible();
      expect(screen.getByText('Amount due: $60.00')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/form/10/pay');
      expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
      expect(screen.getByRole('table', { name: 'Annual return summary' })).toBeVisible();
      for (const name of ['Add a W-2', 'Add a 1099', 'Delete this return', 'File and pay']) {
        expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      }
      expect(screen.queryByRole('button', { name: /^(Edit|Remove) / })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    });

    it('Withdraw returns the return to an editable draft; focus goes to the message', async () => {
      const calls: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'POST') calls.push(new URL(request.url).pathname);
      });
      server.use(...createCityTaxFormHandlers(mockAwaitingPaymentCityTaxFormState()));
      open();
      await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
      const message = await screen.findByText(
        'Your return was withdrawn and is a draft again. You can change it and file it again.',
      );
      await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
      server.events.removeAllListeners('request:start');
      expect(calls).toEqual([paths.withdrawForm(10)]);
      expect(screen.queryByRole('heading', { name: 'Awaiting payment' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add a W-2' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'File and pay' })).toBeEnabled();
    });

    it('a write answered tax-form-locked reloads the return and shows the server detail', async () => {
      server.use(...createCityTaxFormHandlers());
      open();
      await userEvent.click(await screen.findByRole('button', { name: 'Add a 1099' }));
      await fill1099('Client Co');
      // Meanwhile the return was submitted for payment in another tab.
      server.use(...createCityTaxFormHandlers(mockAwaitingPaymentCityTaxFormState()));
      await userEvent.click(screen.getByRole('button', { name: 'Save 1099' }));
      expect(await screen.findByRole('heading', { name: 'Awaiting payment' })).toBeVisible();
      const detail = screen.getByText('This return is waiting for payment. Withdraw it to make changes.');
      await waitFor(() => expect(detail.closest('[tabindex="-1"]')).toHaveFocus());
      expect(screen.queryByRole('button', { name: 'Save 1099' })).not.toBeInTheDocument();
    });
  });
});
