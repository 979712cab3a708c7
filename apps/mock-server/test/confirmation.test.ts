import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { confirmationSchema, paymentSessionSchema, type Confirmation } from '@citytax/api';
import { PAYMENT_APPLICATION_ID, PAYMENT_MESSAGE_VERSION } from '../src/config';
import { CONFIRMATION_PATTERN } from '../src/confirmation';
import { outbox, taxForms, taxpayers, users } from '../src/db/schema';
import { listOutbox, type OutboxEntry } from '../src/mail/outbox';
import { buildProvider } from '../src/provider/simulator';
import { CALLBACK_PATH, type ProviderCallback } from '../src/provider/protocol';
import { SIGNATURE_HEADER, signBody } from '../src/provider/signature';
import { type Client } from './authorizationRoutes';
import {
  client,
  createUser,
  drivers,
  fakeClock,
  makeApp,
  openTestDb,
  problemType,
  type TestDatabase,
} from './helpers';
import { readPdf } from './pdfText';

/*
 * A filed form's confirmation, its PDF copy and its confirmation email (issue 15), after a filing
 * with no payment and after a paid one, for every kind of form; authorized like every call on one
 * form; one email per filing, whatever is submitted or called back twice.
 */

const SECRET = 'test-confirmation-callback-secret-0123456789';
/** 15:04 UTC on 10 March 2026 is 11:04 in Cleveland (EDT since 8 March). */
const NOW = new Date('2026-03-10T15:04:00Z');
const FILED_AT_TEXT = 'March 10, 2026 at 11:04 AM EDT';
const FILED_DATE_TEXT = 'March 10, 2026';
const TAX_YEAR = 2025;
const SSN = '271828182';

function expectProblem(res: LightMyRequestResponse, status: number, type: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json().type).toBe(problemType(type));
}

describe.each(drivers)('confirmations, PDF copies and confirmation emails (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let provider: FastifyInstance;
  const clock = fakeClock(NOW);
  const setClock = (at: Date) => clock.advance(at.getTime() - clock.now().getTime());
  let next = 990_000;

  beforeAll(async () => {
    database = await openTestDb(driver);
    provider = await buildProvider({
      secret: SECRET,
      applicationId: PAYMENT_APPLICATION_ID,
      messageVersion: PAYMENT_MESSAGE_VERSION,
      clock: clock.now,
      retryDelaysMs: [],
      transport: async () => ({ status: 200 }),
    });
    await provider.listen({ port: 0, host: '127.0.0.1' });
    const address = provider.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    app = await makeApp(database, {
      env: { PAYMENT_PROVIDER_URL: `http://127.0.0.1:${port}`, PAYMENT_CALLBACK_SECRET: SECRET },
      clock: clock.now,
    });
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
    await database?.dispose();
  });

  interface Filer {
    c: Client;
    token: string;
    taxpayerId: string;
    email: string;
  }

  /** A signed-in filer with a taxpayer of its own: an individual (SSN) or a business (FEIN). */
  async function filer(kind: 'individual' | 'business' = 'individual'): Promise<Filer> {
    const taxpayerId = String(next++);
    const business = kind === 'business';
    await database.db.insert(taxpayers).values({
      id: taxpayerId,
      type: business ? 2 : 0,
      name1: business ? 'Erie Street Diner LLC' : 'Robin',
      name2: business ? 'Erie Diner' : 'Quill',
      middleInitial: business ? null : 'J',
      federalId: business ? '346661234' : SSN,
      street: '100 Lakeside Ave',
      city: 'Cleveland',
      state: 'OH',
      zip: '441141234',
    });
    const email = await createUser(database, {
      isBusinessUser: business,
      taxpayerId,
      linked: business ? [taxpayerId] : [],
    });
    const c = client(app);
    return { c, token: await c.token(email), taxpayerId, email };
  }

  /** Another user who represents the same business. */
  async function colleague(business: Filer): Promise<Filer> {
    const email = await createUser(database, {
      isBusinessUser: true,
      taxpayerId: business.taxpayerId,
      linked: [business.taxpayerId],
    });
    const c = client(app);
    return { c, token: await c.token(email), taxpayerId: business.taxpayerId, email };
  }

  const ok = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, unknown>>();
  };
  const put = (f: Filer, url: string, payload: unknown) =>
    f.c.send({ method: 'PUT', url, payload: payload as object, token: f.token });
  const confirmationUrl = (id: number) => `/api/tax-forms/${id}/confirmation`;
  const pdfUrl = (id: number) => `/api/tax-forms/${id}/pdf`;
  const noPayment = (f: Filer, id: number) =>
    f.c.post(`/api/payments/tax-forms/${id}/no-payment`, undefined, f.token);

  async function confirmation(f: Filer, id: number): Promise<Confirmation> {
    return confirmationSchema.parse(ok(await f.c.get(confirmationUrl(id), f.token)));
  }
  async function pdf(f: Filer, id: number) {
    const res = await f.c.get(pdfUrl(id), f.token);
    expect(res.statusCode, res.body).toBe(200);
    return { res, reading: await readPdf(res.rawPayload) };
  }
  const mails = (to: string): Promise<OutboxEntry[]> => listOutbox(database.db, to);

  function signedCallback(payload: ProviderCallback) {
    const body = JSON.stringify(payload);
    return app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(SECRET, body, clock.now()),
      },
      payload: body,
    });
  }

  /** Pays a form as the provider reports it: the session `payer` starts, a card ending 4242. */
  async function pay(payer: Filer, id: number, twice = false) {
    const session = paymentSessionSchema.parse(
      ok(
        await payer.c.post(`/api/payments/tax-forms/${id}/initiate-payment-session`, undefined, payer.token),
      ),
    );
    const [form] = await database.db.select().from(taxForms).where(eq(taxForms.id, id));
    const callback: ProviderCallback = {
      remittanceId: session.remittanceId,
      outcome: 'succeeded',
      last4: '4242',
      amountCents: form!.amountDueCents,
      providerReference: `ref_${id}`,
    };
    ok(await signedCallback(callback));
    if (twice) ok(await signedCallback(callback));
    return form!.amountDueCents;
  }

  /**
   * An annual return for Cleveland that owes $5.00, within the $10 band, so it is filed without a
   * payment: a Cleveland W-2, a Columbus W-2 whose tax is credited, and a 1099.
   */
  async function returnWithinTheBand(f: Filer) {
    ok(await put(f, '/api/city-tax-form', { residenceCity: 'CLE' }));
    const home = ok(
      await f.c.post(
        '/api/form-w2',
        {
          employerName: 'Lakeside Hospital',
          employerEin: '341234567',
          workCity: 'CLE',
          medicareWages: 40_000,
          localWages: 40_000,
          localTaxWithheld: 1_000,
          locality: 'CLE',
        },
        f.token,
      ),
    );
    ok(
      await f.c.post(
        '/api/form-w2',
        {
          employerName: 'Capitol Printing',
          employerEin: '311234568',
          workCity: 'COL',
          medicareWages: 10_000,
          localWages: 10_000,
          localTaxWithheld: 250,
          locality: 'COL',
        },
        f.token,
      ),
    );
    ok(
      await f.c.post(
        '/api/form1099',
        { payerName: 'Odd Jobs Co', payerTin: '341239876', amount: 200 },
        f.token,
      ),
    );
    return home.cityTaxFormId as number;
  }

  it('confirms an annual return filed with no payment: the confirmation, its PDF copy and one email', async () => {
    setClock(NOW);
    const f = await filer();
    const id = await returnWithinTheBand(f);

    // Nothing to confirm or copy before it is filed.
    expectProblem(await f.c.get(confirmationUrl(id), f.token), 409, 'tax-form-not-filed');
    expectProblem(await f.c.get(pdfUrl(id), f.token), 409, 'tax-form-not-filed');
    expect(await mails(f.email)).toEqual([]);

    // Filed twice at once and once more: one filing, one email.
    const answers = await Promise.all([noPayment(f, id), noPayment(f, id)]);
    answers.push(await noPayment(f, id));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expectProblem(res, 409, 'tax-form-already-filed');

    const confirmed = await confirmation(f, id);
    expect(confirmed).toEqual({
      id,
      taxFormType: 'CityTaxForm',
      taxYear: TAX_YEAR,
      period: null,
      confirmationNumber: expect.stringMatching(CONFIRMATION_PATTERN),
      filedAt: NOW.toISOString(),
      amountPaid: 0,
      payment: null,
      pdfFileName: `${confirmed.confirmationNumber}-annual-return.pdf`,
    });
    const number = confirmed.confirmationNumber;

    const { res, reading } = await pdf(f, id);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}-annual-return.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(reading.info).toMatchObject({
      Title: `Individual Annual Return ${TAX_YEAR}`,
      Language: 'en-US',
      Author: 'City Tax Collection Division',
      Producer: 'City Tax e-File',
      Subject: `Individual Annual Return ${TAX_YEAR}, filed with confirmation number ${number}`,
    });
    expect(reading.displaysTitle).toBe(true);
    // Wrapped lines read on: a long value may continue on the next line.
    const text = reading.text.replace(/\n/g, ' ');
    // In reading order: the agency, the title, the taxpayer, the lines, the payments, the confirmation.
    const order = [
      'City Tax e-File',
      'City Tax Collection Division',
      `Individual Annual Return ${TAX_YEAR}`,
      'Robin J Quill',
      'SSN ***-**-8182',
      '100 Lakeside Ave, Cleveland, OH 44114-1234',
      'W-2 1: Lakeside Hospital',
      'Medicare wages and tips (box 5) $40,000.00',
      'Local income tax withheld (box 19) $1,000.00',
      'W-2 2: Capitol Printing',
      'Medicare wages and tips (box 5) $10,000.00',
      'Local income tax withheld (box 19) $250.00',
      '1099 1: Odd Jobs Co',
      'Payer TIN *****9876',
      'Nonemployee compensation $200.00',
      'Annual return summary',
      'Qualifying wages (box 5 of your W-2s) $50,000.00',
      'Box 5 of each W-2: $40,000.00 + $10,000.00',
      'Taxable income $50,200.00',
      '$50,000.00 of wages + $200.00 of 1099 income',
      'Tax $1,255.00',
      '$50,200.00 × 2.5%, rounded to the cent',
      'Tax paid to Columbus that can be credited (Capitol Printing) $250.00',
      'The lesser of box 19 $250.00 × 100% and box 18 $10,000.00 × 2.50%',
      'Credit factor of your residence city 100%',
      'Credit limit of your residence city 2.50%',
      'Credit for tax paid to other cities $250.00',
      'For each W-2 from another city, the credit is the lesser of 100% of the tax paid to that city and 2.50% of the wages taxed there. The total credit is at most the tax.',
      'Tax withheld for your residence city $1,000.00',
      'Balance (within $10: nothing is billed or refunded) $5.00',
      '$1,255.00 - $250.00 - $1,000.00 - $0.00 - $0.00',
      'Payments',
      'No payment was due.',
      `Confirmation number ${number}`,
      `Filed ${FILED_AT_TEXT}`,
      'Amount paid No payment was due.',
    ];
    let at = -1;
    for (const expected of order) {
      const found = text.indexOf(expected, at + 1);
      expect(found, `"${expected}" after position ${at} in:\n${text}`).toBeGreaterThan(at);
      at = found;
    }
    expect(reading.pages.at(-1)).toContain(
      `${number} - Page ${reading.pages.length} of ${reading.pages.length}`,
    );
    // The SSN in no other form than its last four digits.
    for (const leak of [SSN, '271-82-8182', '27182']) expect(text).not.toContain(leak);
    expect(Buffer.from(res.rawPayload).toString('latin1')).not.toContain(SSN);

    const sent = await mails(f.email);
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.subject).toBe(`Your Individual Annual Return for ${TAX_YEAR} was filed: ${number}`);
    for (const fact of [
      `Confirmation number: ${number}`,
      'Form: Individual Annual Return',
      `Tax year: ${TAX_YEAR}`,
      'Amount paid: No payment was due.',
      `Filed: ${FILED_AT_TEXT}`,
    ]) {
      expect(mail.text).toContain(fact);
    }
    expect(mail.links).toEqual([`http://portal.test/form/${id}/confirmation`]);
    expect(mail.text).not.toMatch(/8182|\d{3}-?\d{2}-?\d{4}|SSN|FEIN/);
  });

  it('confirms a paid annual return: the payment with the card’s last four digits; a replayed callback sends nothing more', async () => {
    const f = await filer();
    ok(await put(f, '/api/city-tax-form', { residenceCity: 'CLE' }));
    const w2 = ok(
      await f.c.post(
        '/api/form-w2',
        {
          employerName: 'Lakeside Hospital',
          employerEin: '341234567',
          workCity: 'CLE',
          medicareWages: 40_000,
          localWages: 40_000,
          localTaxWithheld: 500,
          locality: 'CLE',
        },
        f.token,
      ),
    );
    const id = w2.cityTaxFormId as number;
    setClock(new Date(NOW.getTime() + 60_000));
    expect(await pay(f, id, true)).toBe(50_000);

    const confirmed = await confirmation(f, id);
    const paidAt = new Date(NOW.getTime() + 60_000).toISOString();
    expect(confirmed).toMatchObject({
      taxFormType: 'CityTaxForm',
      taxYear: TAX_YEAR,
      filedAt: paidAt,
      amountPaid: 500,
      payment: { paymentType: 'CreditDebitCard', cardLast4: '4242', amount: 500, paidAt },
    });
    const { reading } = await pdf(f, id);
    const filedText = 'March 10, 2026 at 11:05 AM EDT';
    for (const expected of [
      'Tax $1,000.00',
      'Tax withheld for your residence city $500.00',
      'Amount due when filed $500.00',
      'A balance was due and paid when the return was filed.',
      `${FILED_DATE_TEXT} Credit or debit card Ending in 4242 $500.00`,
      'Total paid $500.00',
      `Filed ${filedText}`,
      `Amount paid $500.00, paid on ${filedText} by credit or debit card ending in 4242`,
    ]) {
      expect(reading.text.replace(/\n/g, ' ')).toContain(expected);
    }
    // Filed and paid, the return owes nothing any more: its copy never says "Balance due".
    expect(reading.text).not.toContain('Balance due');

    const sent = await mails(f.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(
      `Your Individual Annual Return for ${TAX_YEAR} was filed: ${confirmed.confirmationNumber}`,
    );
    expect(sent[0]!.text).toContain(
      `Amount paid: $500.00, paid on ${filedText} by credit or debit card ending in 4242`,
    );
  });

  it.each([
    {
      name: 'an individual estimate (no payment)',
      kind: 'individual' as const,
      file: async (f: Filer) => {
        const form = ok(
          await f.c.post(
            '/api/form/individual-estimate',
            {
              taxYear: 2026,
              residenceCity: 'CLE',
              estimatedIncome: 40_000,
              estimatedCredits: 600,
              priorYearTax: null,
              paymentAmount: 0,
            },
            f.token,
          ),
        );
        ok(await noPayment(f, form.id as number));
        return form.id as number;
      },
      title: 'Individual Estimate 2026',
      subject: 'Your Individual Estimate for 2026, installment 1 was filed',
      period: 'Installment 1 of 2026',
      lines: [
        'Residence city Cleveland',
        'Estimated income $40,000.00',
        'Cleveland tax rate 2.5%',
        'Tax before credits $1,000.00',
        '$40,000.00 × 2.5%, rounded to the cent',
        'Less estimated credits $600.00',
        'Estimated tax $400.00',
        '$1,000.00 - $600.00, not below $0.00',
        'Estimated payments are required',
        'Installment schedule for tax year 2026',
        '1 April 15, 2026 $90.00',
        '4 January 15, 2027 $360.00',
        'Suggested payment $90.00',
        'Payment amount $0.00',
        'No payment was due.',
      ],
    },
    {
      name: 'a net profit estimate (paid)',
      kind: 'business' as const,
      file: async (f: Filer) => {
        const form = ok(
          await f.c.post(
            '/api/form/business/net-profit-estimate',
            {
              taxYear: 2026,
              businessCity: 'CLE',
              estimatedNetProfit: 200_000,
              apportionmentPercent: 62.5,
              estimatedCredits: 125,
              priorYearTax: null,
              paymentAmount: 675,
            },
            f.token,
          ),
        );
        await pay(f, form.id as number);
        return form.id as number;
      },
      title: 'Net Profit Estimate 2026',
      subject: 'Your Net Profit Estimate for 2026, installment 1 was filed',
      period: 'Installment 1 of 2026',
      lines: [
        'Business city Cleveland',
        'FEIN **-***1234',
        'Estimated net profit (or loss) $200,000.00',
        'Apportionment percentage 62.5%',
        'Tax before credits $3,125.00',
        '$200,000.00 × 62.5% apportioned × 2.5%, rounded to the cent',
        'Estimated tax $3,000.00',
        'Payment amount $675.00',
        'Credit or debit card Ending in 4242 $675.00',
      ],
    },
    {
      name: 'a net profit estimate with an expected net loss (no payment)',
      kind: 'business' as const,
      file: async (f: Filer) => {
        const form = ok(
          await f.c.post(
            '/api/form/business/net-profit-estimate',
            {
              taxYear: 2026,
              businessCity: 'CLE',
              estimatedNetProfit: -250_000,
              apportionmentPercent: 100,
              estimatedCredits: 0,
              priorYearTax: null,
              paymentAmount: 0,
            },
            f.token,
          ),
        );
        ok(await noPayment(f, form.id as number));
        return form.id as number;
      },
      title: 'Net Profit Estimate 2026',
      subject: 'Your Net Profit Estimate for 2026, installment 1 was filed',
      period: 'Installment 1 of 2026',
      lines: [
        'Estimated net profit (or loss) -$250,000.00',
        'Tax before credits $0.00',
        'A net loss is not taxed',
        'Estimated tax $0.00',
        'Estimated payments are not required because a net loss is expected, so no estimated tax is due.',
        '1 April 15, 2026 $0.00',
        'Suggested payment $0.00',
        'Payment amount $0.00',
        'No payment was due.',
      ],
    },
    {
      name: "an employer's return (paid, late)",
      kind: 'business' as const,
      file: async (f: Filer) => {
        const form = ok(
          await f.c.post(
            '/api/return-of-income',
            {
              frequency: 'quarterly',
              taxYear: 2025,
              period: 1,
              employeeCount: 3,
              totalWages: 30_000,
              taxWithheld: 750,
              priorCredit: 50,
            },
            f.token,
          ),
        );
        await pay(f, form.id as number);
        return form.id as number;
      },
      title: "Employer's Return of Income Tax Withheld 2025",
      subject: "Your Employer's Return of Income Tax Withheld for Q1 2025 (January – March) was filed",
      period: 'Q1 2025 (January – March)',
      lines: [
        'Filing frequency Quarterly',
        'Due date April 30, 2025',
        `Filing date ${FILED_DATE_TEXT}`,
        'Number of employees 3',
        'Total wages paid $30,000.00',
        'City income tax withheld $750.00',
        'Less prior overpayment credit $50.00',
        'Tax due $700.00',
        'Late-payment penalty (50%) $350.00',
        // The employer's first late return: its $25.00 late-filing penalty is abated (TAX-RULES.md §5).
        'Late-filing penalty $0.00',
        '$25.00 abated: first late filing',
        '50% of $700.00, because the tax was paid after the due date',
        'Interest for 2025: 9 months at 10% a year $52.50',
        'Interest for 2026: 2 months at 9% a year $10.50',
        'Interest $63.00',
        'from May 1, 2025 to March 10, 2026',
        'Amount due $1,113.00',
        'Credit or debit card Ending in 4242 $1,113.00',
      ],
    },
    {
      name: 'a billing statement (paid)',
      kind: 'individual' as const,
      file: async (f: Filer) => {
        const form = ok(
          await f.c.post(
            '/api/form/tax-penalty-interest-billing-statement',
            {
              taxType: 'individual',
              taxYear: 2023,
              unpaidTax: 1000,
              dueDate: '2024-04-15',
              filedDate: '2024-04-15',
              paymentDate: '2024-06-01',
            },
            f.token,
          ),
        );
        await pay(f, form.id as number);
        return form.id as number;
      },
      title: 'Tax, Penalty and Interest Billing Statement 2023',
      subject: 'Your Tax, Penalty and Interest Billing Statement for 2023 was filed',
      period: null,
      lines: [
        'Tax type Individual',
        'Due date April 15, 2024',
        'Payment date June 1, 2024',
        'Have you filed a return late before? No',
        'Unpaid tax $1,000.00',
        'Late-payment penalty (15%) $150.00',
        '15% of $1,000.00, because the tax was paid after the due date',
        'Late-filing penalty $0.00',
        'None: the return was filed by the due date',
        'Interest for 2024: 2 months at 10% a year $16.67',
        'Interest $16.67',
        'Total due $1,166.67',
        'Credit or debit card Ending in 4242 $1,166.67',
      ],
    },
    {
      name: 'an exemption certificate (filed as it is stored)',
      kind: 'individual' as const,
      file: async (f: Filer) => {
        const form = ok(
          await f.c.send({
            method: 'POST',
            url: '/api/exempt',
            payload: { exemptionSelection: 'BusinessOrRentalSold', businessSoldDate: '2025-06-30' },
            token: f.token,
            headers: { 'idempotency-key': 'exempt-once-1' },
          }),
        );
        // A repeat of the same request is the same certificate, and no second email.
        const again = ok(
          await f.c.send({
            method: 'POST',
            url: '/api/exempt',
            payload: { exemptionSelection: 'BusinessOrRentalSold', businessSoldDate: '2025-06-30' },
            token: f.token,
            headers: { 'idempotency-key': 'exempt-once-1' },
          }),
        );
        expect(again.id).toBe(form.id);
        return form.id as number;
      },
      title: 'Exemption Certificate 2025',
      subject: 'Your Exemption Certificate for 2025 was filed',
      period: null,
      lines: [
        'Reason I sold my business or rental property in or before 2025.',
        'Date the business or rental was sold June 30, 2025',
        'No payment was due.',
      ],
    },
  ])('copies $name with its lines, and emails its confirmation once', async (spec) => {
    const f = await filer(spec.kind);
    const id = await spec.file(f);
    const confirmed = await confirmation(f, id);
    const { res, reading } = await pdf(f, id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${confirmed.pdfFileName}"`);
    expect(reading.info).toMatchObject({ Title: spec.title, Language: 'en-US' });
    const text = reading.text.replace(/\n/g, ' ');
    for (const expected of [
      spec.title,
      ...spec.lines,
      `Confirmation number ${confirmed.confirmationNumber}`,
    ]) {
      expect(text, text).toContain(expected);
    }
    if (spec.period) expect(text).toContain(spec.period);
    if (spec.kind === 'business') expect(text).not.toContain('346661234');
    else expect(text).not.toContain(SSN);

    const sent = await mails(f.email);
    expect(sent.map((m) => m.subject)).toEqual([`${spec.subject}: ${confirmed.confirmationNumber}`]);
    if (spec.period) expect(sent[0]!.text).toContain(`Period: ${spec.period}`);
    expect(sent[0]!.text).not.toMatch(/346661234|1234\b.*FEIN|8182/);
  });

  it("emails a paid business form's confirmation to the representative who paid it", async () => {
    const creator = await filer('business');
    const payer = await colleague(creator);
    const form = ok(
      await creator.c.post(
        '/api/form/tax-penalty-interest-billing-statement',
        {
          taxType: 'netProfit',
          taxYear: 2023,
          unpaidTax: 400,
          dueDate: '2024-04-15',
          filedDate: '2024-04-15',
          paymentDate: '2024-04-15',
        },
        creator.token,
      ),
    );
    await pay(payer, form.id as number);
    expect(await mails(creator.email)).toEqual([]);
    const sent = await mails(payer.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Amount paid: $400.00');
    // Both representatives see the confirmation.
    expect((await confirmation(creator, form.id as number)).amountPaid).toBe(400);
  });

  it('files a paid form all the same when the user who paid is gone, and emails nobody', async () => {
    const f = await filer('business');
    const stays = await colleague(f);
    const form = ok(
      await f.c.post(
        '/api/form/tax-penalty-interest-billing-statement',
        {
          taxType: 'individual',
          taxYear: 2023,
          unpaidTax: 40,
          dueDate: '2024-04-15',
          filedDate: '2024-04-15',
          paymentDate: '2024-04-15',
        },
        f.token,
      ),
    );
    const id = form.id as number;
    const session = paymentSessionSchema.parse(
      ok(await f.c.post(`/api/payments/tax-forms/${id}/initiate-payment-session`, undefined, f.token)),
    );
    // The user who created the form and started the payment leaves before the provider calls back.
    await database.db.delete(users).where(eq(users.email, f.email));
    ok(
      await signedCallback({
        remittanceId: session.remittanceId,
        outcome: 'succeeded',
        last4: '4242',
        amountCents: 4_000,
        providerReference: `ref_${id}`,
      }),
    );
    expect((await confirmation(stays, id)).amountPaid).toBe(40);
    expect(await database.db.select().from(outbox).where(eq(outbox.to, f.email))).toEqual([]);
    expect(await mails(stays.email)).toEqual([]);
  });

  it('answers 401 without a session, 403 for a form of another taxpayer, 404 for none, 400 for a bad id', async () => {
    const owner = await filer();
    const id = await returnWithinTheBand(owner);
    ok(await noPayment(owner, id));
    const other = await filer();
    for (const url of [confirmationUrl(id), pdfUrl(id)]) {
      expectProblem(await other.c.get(url), 401, 'unauthorized');
      expectProblem(await other.c.get(url, 'A'.repeat(43)), 401, 'unauthorized');
      expectProblem(await other.c.get(url, other.token), 403, 'not-authorized-to-file');
    }
    for (const make of [confirmationUrl, pdfUrl]) {
      expectProblem(await other.c.get(make(999_999), other.token), 404, 'missing-tax-form');
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
        expectProblem(
          await other.c.get(`/api/tax-forms/${bad}/${make(1).split('/').at(-1)}`, other.token),
          400,
          'validation-error',
        );
      }
    }
    // An entry is filed with its return: the return has the confirmation and the copy.
    const [entry] = await database.db
      .select({ id: taxForms.id })
      .from(taxForms)
      .where(and(eq(taxForms.parentId, id), eq(taxForms.type, 'FormW2')));
    expectProblem(await owner.c.get(confirmationUrl(entry!.id), owner.token), 404, 'missing-tax-form');
    expectProblem(await owner.c.get(pdfUrl(entry!.id), owner.token), 404, 'missing-tax-form');
  });
});
