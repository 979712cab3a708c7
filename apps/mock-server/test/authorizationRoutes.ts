import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { priorTaxYear } from '@citytax/api';
import { newConfirmationNumber } from '../src/confirmation';
import { taxForms } from '../src/db/schema';
import type { client, TestDatabase } from './helpers';
import { pdfUpload } from './uploadFixtures';

/*
 * Server-side authorization of every taxpayer-scoped route (ADR 0010): the session must represent
 * the taxpayer. Each route is one row; a new taxpayer-scoped route adds a row here. Shared by
 * authorization.test.ts and the route-table-driven security suite (tests/security), which fails
 * when a taxpayer-scoped route of the server has no row here.
 */

export type Client = ReturnType<typeof client>;

/** Who calls: the user's own taxpayer, a taxpayer the user represents, and one they do not. */
export const ACTORS = {
  individual: { isBusinessUser: false, taxpayerId: '100001', linked: [], own: '100001', other: '200001' },
  business: {
    isBusinessUser: true,
    taxpayerId: '300001',
    linked: ['300001', '300002'],
    own: '300002',
    other: '300003',
  },
} as const;

export interface RouteRow {
  route: string;
  actor: keyof typeof ACTORS;
  /**
   * request: the call names the taxpayer. session: the call acts for the session's filing-as
   * taxpayer, so the "someone else's" case points the session at it (a stale or tampered session).
   */
  scope: 'request' | 'session';
  send: (
    c: Client,
    taxpayerId: string,
    token: string | undefined,
    formId: number,
  ) => Promise<LightMyRequestResponse>;
  /** For calls on one form: the kind of form to create for the taxpayer first (its id goes to send). */
  form?: 'FormW2' | 'Form1099' | 'CityTaxForm' | 'IndividualEstimate' | 'BillingStatement';
  /** The form is created filed, with a confirmation number (calls on a filed form only). */
  filed?: boolean;
  /** Statuses that count as "allowed" for the own taxpayer, when not 200 (e.g. 404 when nothing exists yet). */
  ownStatuses?: number[];
}

export const TAX_YEAR = priorTaxYear(new Date());
export const W2 = {
  employerName: 'Acme',
  employerEin: '341234567',
  workCity: 'CLE',
  medicareWages: 1000,
  localWages: 1000,
  localTaxWithheld: 25,
  locality: 'CLE',
};
export const F1099 = { payerName: 'Client Co', payerTin: '341234568', amount: 500 };
export const ESTIMATE = {
  taxYear: new Date().getFullYear(),
  residenceCity: 'CLE',
  estimatedIncome: 40000,
  estimatedCredits: 600,
  priorYearTax: null,
  paymentAmount: 90,
};

export const BILL = {
  taxType: 'individual',
  taxYear: 2023,
  unpaidTax: 1000,
  dueDate: '2024-04-15',
  filedDate: '2024-04-15',
  paymentDate: '2024-06-01',
};
export const WITHHOLDING = {
  frequency: 'quarterly',
  taxYear: 2025,
  period: 1,
  employeeCount: 3,
  totalWages: 30000,
  taxWithheld: 750,
  priorCredit: 0,
};
export const NET_PROFIT = {
  taxYear: new Date().getFullYear(),
  businessCity: 'CLE',
  estimatedNetProfit: 200000,
  apportionmentPercent: 62.5,
  estimatedCredits: 125,
  priorYearTax: null,
  paymentAmount: 675,
};

/**
 * A draft form of the taxpayer (entries get a draft annual return as parent), or a filed one with
 * its confirmation number.
 */
export async function insertForm(
  database: TestDatabase,
  taxpayerId: string,
  type: NonNullable<RouteRow['form']>,
  filed = false,
) {
  const now = new Date();
  const base = { taxpayerId, taxYear: TAX_YEAR, status: 'Draft' as const, createdAt: now, updatedAt: now };
  if (filed) {
    const [row] = await database.db
      .insert(taxForms)
      .values({
        ...base,
        type,
        status: 'Filed',
        data: {},
        filedAt: now,
        confirmationNumber: newConfirmationNumber(TAX_YEAR),
      })
      .returning({ id: taxForms.id });
    return row!.id;
  }
  let parentId: number | null = null;
  if (type === 'FormW2' || type === 'Form1099') {
    const [existing] = await database.db
      .select({ id: taxForms.id })
      .from(taxForms)
      .where(and(eq(taxForms.taxpayerId, taxpayerId), eq(taxForms.type, 'CityTaxForm')));
    parentId =
      existing?.id ??
      (
        await database.db
          .insert(taxForms)
          .values({ ...base, type: 'CityTaxForm', data: { residenceCity: 'CLE' } })
          .returning({ id: taxForms.id })
      )[0]!.id;
  }
  const data =
    type === 'FormW2'
      ? { ...W2, medicareWages: 100_000, localWages: 100_000, localTaxWithheld: 2_500 }
      : type === 'Form1099'
        ? { ...F1099, amount: 50_000 }
        : { residenceCity: 'CLE' };
  if (type === 'CityTaxForm' && parentId === null) {
    const [existing] = await database.db
      .select({ id: taxForms.id })
      .from(taxForms)
      .where(and(eq(taxForms.taxpayerId, taxpayerId), eq(taxForms.type, 'CityTaxForm')));
    if (existing) return existing.id;
  }
  const [row] = await database.db
    .insert(taxForms)
    .values({ ...base, type, parentId, data })
    .returning({ id: taxForms.id });
  return row!.id;
}

const put = (c: Client, url: string, payload: unknown, token: string | undefined) =>
  c.send({ method: 'PUT', url, payload: payload as object, ...(token ? { token } : {}) });
const del = (c: Client, url: string, token: string | undefined) =>
  c.send({ method: 'DELETE', url, ...(token ? { token } : {}) });

export const QUESTIONS = {
  allIncomeOnW2Or1099: true,
  rentalBusinessOrK1Activity: false,
  nameAddressOrFilingStatusChanged: false,
};

export const TAXPAYER_SCOPED_ROUTES: RouteRow[] = [
  {
    route: 'GET /api/taxpayer-info?id=',
    actor: 'individual',
    scope: 'request',
    send: (c, id, token) => c.get(`/api/taxpayer-info?id=${id}`, token),
  },
  {
    route: 'GET /api/taxpayer-info?id=',
    actor: 'business',
    scope: 'request',
    send: (c, id, token) => c.get(`/api/taxpayer-info?id=${id}`, token),
  },
  {
    route: 'POST /api/efilequestions',
    actor: 'individual',
    scope: 'session',
    send: (c, _id, token) => c.post('/api/efilequestions', QUESTIONS, token),
  },
  {
    route: 'POST /api/efilequestions',
    actor: 'business',
    scope: 'session',
    send: (c, _id, token) => c.post('/api/efilequestions', QUESTIONS, token),
  },
  {
    route: 'GET /api/isquestionnairesaved',
    actor: 'individual',
    scope: 'session',
    send: (c, _id, token) => c.get('/api/isquestionnairesaved', token),
  },
  {
    route: 'POST /api/ein/changed',
    actor: 'business',
    scope: 'request',
    send: (c, taxpayerId, token) => c.post('/api/ein/changed', { taxpayerId }, token),
  },
  {
    route: 'POST /api/ein/remove-ein',
    actor: 'business',
    scope: 'request',
    send: (c, taxpayerId, token) => c.post('/api/ein/remove-ein', { taxpayerId }, token),
  },
  // Issue 6: individual forms. Session-scoped calls act for the filing-as taxpayer.
  ...(['individual', 'business'] as const).flatMap((actor): RouteRow[] => [
    {
      route: 'GET /api/exemption-certificate/{year}',
      actor,
      scope: 'session',
      // A business files no exemption certificate (the who-may-file table, filingPolicy.test.ts).
      ...(actor === 'business' ? { ownStatuses: [403] } : {}),
      send: (c, _id, token) => c.get(`/api/exemption-certificate/${TAX_YEAR}`, token),
    },
    {
      route: 'GET /api/entered-forms/{year}',
      actor,
      scope: 'session',
      send: (c, _id, token) => c.get(`/api/entered-forms/${TAX_YEAR}`, token),
    },
    {
      route: 'GET /api/city-tax-form',
      actor,
      scope: 'session',
      // A business taxpayer files no annual return: past the representation check, the who-may-file
      // table refuses it (filingPolicy.test.ts).
      ...(actor === 'business' ? { ownStatuses: [403] } : {}),
      send: (c, _id, token) => c.get('/api/city-tax-form', token),
    },
    {
      route: 'GET /api/filings',
      actor,
      scope: 'session',
      send: (c, _id, token) => c.get('/api/filings', token),
    },
    {
      route: 'GET /api/forms/tax-year-estimate-credits',
      actor,
      scope: 'session',
      send: (c, _id, token) => c.get('/api/forms/tax-year-estimate-credits', token),
    },
    {
      route: 'GET /api/drafts/{key}',
      actor,
      scope: 'session',
      send: (c, _id, token) => c.get('/api/drafts/w2-new', token),
    },
  ]),
  {
    route: 'POST /api/exempt',
    actor: 'individual',
    scope: 'session',
    send: (c, _id, token) =>
      c.post('/api/exempt', { exemptionSelection: 'retired', businessSoldDate: null }, token),
  },
  {
    route: 'PUT /api/city-tax-form',
    actor: 'individual',
    scope: 'session',
    send: (c, _id, token) => put(c, '/api/city-tax-form', { residenceCity: 'CLE' }, token),
  },
  {
    route: 'DELETE /api/city-tax-form',
    actor: 'individual',
    scope: 'session',
    // 404 missing-tax-form when the own taxpayer has no return (yet): allowed, just nothing to delete.
    ownStatuses: [200, 404],
    send: (c, _id, token) => del(c, '/api/city-tax-form', token),
  },
  {
    route: 'POST /api/form-w2',
    actor: 'individual',
    scope: 'session',
    send: (c, _id, token) => c.post('/api/form-w2', W2, token),
  },
  {
    route: 'POST /api/form1099',
    actor: 'individual',
    scope: 'session',
    send: (c, _id, token) => c.post('/api/form1099', F1099, token),
  },
  {
    route: 'GET /api/forms/count-of/{type}',
    actor: 'individual',
    scope: 'session',
    send: (c, _id, token) => c.get('/api/forms/count-of/FormW2', token),
  },
  {
    route: 'GET /api/isannualreturnfiled',
    actor: 'individual',
    scope: 'session',
    send: (c, _id, token) => c.get('/api/isannualreturnfiled', token),
  },
  {
    route: 'POST /api/form/individual-estimate',
    actor: 'individual',
    scope: 'session',
    send: (c, _id, token) => c.post('/api/form/individual-estimate', ESTIMATE, token),
  },
  {
    route: 'PUT /api/drafts/{key}',
    actor: 'individual',
    scope: 'session',
    send: (c, _id, token) => put(c, '/api/drafts/w2-new', { data: { employerName: 'Acme' } }, token),
  },
  {
    route: 'DELETE /api/drafts/{key}',
    actor: 'individual',
    scope: 'session',
    send: (c, _id, token) => del(c, '/api/drafts/w2-new', token),
  },
  // Issue 7: billing statement (any taxpayer), employer's return and net profit estimate (businesses).
  ...(['individual', 'business'] as const).flatMap((actor): RouteRow[] => [
    {
      route: 'POST /api/form/tax-penalty-interest-billing-statement/calculate',
      actor,
      scope: 'session',
      send: (c, _id, token) =>
        c.post('/api/form/tax-penalty-interest-billing-statement/calculate', BILL, token),
    },
    {
      route: 'POST /api/form/tax-penalty-interest-billing-statement',
      actor,
      scope: 'session',
      send: (c, _id, token) => c.post('/api/form/tax-penalty-interest-billing-statement', BILL, token),
    },
  ]),
  {
    route: 'POST /api/return-of-income',
    actor: 'business',
    scope: 'session',
    send: (c, _id, token) => c.post('/api/return-of-income', WITHHOLDING, token),
  },
  {
    route: 'GET /api/return-of-income/context',
    actor: 'business',
    scope: 'session',
    send: (c, _id, token) => c.get('/api/return-of-income/context', token),
  },
  {
    route: 'POST /api/form/business/net-profit-estimate',
    actor: 'business',
    scope: 'session',
    send: (c, _id, token) => c.post('/api/form/business/net-profit-estimate', NET_PROFIT, token),
  },
  // Calls on one form: "other" is a form of a taxpayer the user does not represent.
  {
    route: 'GET /api/form-w2/{id}',
    actor: 'individual',
    scope: 'request',
    form: 'FormW2',
    send: (c, _id, token, formId) => c.get(`/api/form-w2/${formId}`, token),
  },
  {
    route: 'PUT /api/form-w2/{id}',
    actor: 'individual',
    scope: 'request',
    form: 'FormW2',
    send: (c, _id, token, formId) => put(c, `/api/form-w2/${formId}`, W2, token),
  },
  {
    route: 'GET /api/form1099/{id}',
    actor: 'individual',
    scope: 'request',
    form: 'Form1099',
    send: (c, _id, token, formId) => c.get(`/api/form1099/${formId}`, token),
  },
  {
    route: 'PUT /api/form1099/{id}',
    actor: 'individual',
    scope: 'request',
    form: 'Form1099',
    send: (c, _id, token, formId) => put(c, `/api/form1099/${formId}`, F1099, token),
  },
  {
    route: 'DELETE /api/form/{id}',
    actor: 'individual',
    scope: 'request',
    form: 'Form1099',
    send: (c, _id, token, formId) => del(c, `/api/form/${formId}`, token),
  },
  {
    route: 'POST /api/file-upload',
    actor: 'individual',
    scope: 'session',
    send: (c, _id, token) => {
      const { payload, contentType } = pdfUpload();
      return c.send({
        method: 'POST',
        url: '/api/file-upload',
        payload,
        headers: { 'content-type': contentType },
        ...(token ? { token } : {}),
      });
    },
  },
  // Payment of one form (issue 8): the form's taxpayer must be represented.
  {
    route: 'GET /api/payments/tax-forms/{id}',
    actor: 'individual',
    scope: 'request',
    form: 'IndividualEstimate',
    send: (c, _id, token, formId) => c.get(`/api/payments/tax-forms/${formId}`, token),
  },
  {
    route: 'POST /api/payments/tax-forms/{id}/no-payment',
    actor: 'individual',
    scope: 'request',
    form: 'IndividualEstimate',
    send: (c, _id, token, formId) => c.post(`/api/payments/tax-forms/${formId}/no-payment`, undefined, token),
  },
  {
    route: 'POST /api/payments/tax-forms/{id}/initiate-payment-session',
    actor: 'individual',
    scope: 'request',
    form: 'IndividualEstimate',
    // The own form owes $0: past the authorization check, initiate answers nothing-to-pay (400).
    ownStatuses: [400],
    send: (c, _id, token, formId) =>
      c.post(`/api/payments/tax-forms/${formId}/initiate-payment-session`, undefined, token),
  },
  {
    route: 'GET /api/form-w2/{id}',
    actor: 'business',
    scope: 'request',
    form: 'FormW2',
    // Represented, but a business files no W-2 (the who-may-file table).
    ownStatuses: [403],
    send: (c, _id, token, formId) => c.get(`/api/form-w2/${formId}`, token),
  },
  {
    route: 'POST /api/tax-forms/{id}/submit',
    actor: 'individual',
    scope: 'request',
    form: 'IndividualEstimate',
    // The own form owes $0: past the authorization check, submit answers nothing-to-pay (400).
    ownStatuses: [400],
    send: (c, _id, token, formId) => c.post(`/api/tax-forms/${formId}/submit`, undefined, token),
  },
  {
    route: 'POST /api/tax-forms/{id}/withdraw',
    actor: 'individual',
    scope: 'request',
    form: 'IndividualEstimate',
    send: (c, _id, token, formId) => c.post(`/api/tax-forms/${formId}/withdraw`, undefined, token),
  },
  // A filed form's confirmation and PDF copy (issue 15): an individual's estimate, a business's statement.
  ...(
    [
      ['individual', 'IndividualEstimate'],
      ['business', 'BillingStatement'],
    ] as const
  ).flatMap(([actor, form]): RouteRow[] => [
    {
      route: 'GET /api/tax-forms/{id}/confirmation',
      actor,
      scope: 'request',
      form,
      filed: true,
      send: (c, _id, token, formId) => c.get(`/api/tax-forms/${formId}/confirmation`, token),
    },
    {
      route: 'GET /api/tax-forms/{id}/pdf',
      actor,
      scope: 'request',
      form,
      filed: true,
      send: (c, _id, token, formId) => c.get(`/api/tax-forms/${formId}/pdf`, token),
    },
  ]),
];
