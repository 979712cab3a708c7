import type { LightMyRequestResponse } from 'fastify';
import type { TaxFormType } from '@citytax/api';
import {
  BILL,
  ESTIMATE,
  F1099,
  NET_PROFIT,
  TAX_YEAR,
  W2,
  WITHHOLDING,
  type Client,
} from './authorizationRoutes';

/*
 * Every route of a tax form, with the form type it files (ADR 0017): the who-may-file table of
 * packages/api (FORM_FILERS) decides, per taxpayer kind, whether the route may be used at all.
 * Shared by filingPolicy.test.ts and the route-table-driven security suite (tests/security), which
 * fails when a route of a tax form has no row here.
 */

export interface FormRouteRow {
  route: string;
  type: TaxFormType;
  /**
   * Calls on one existing form: the form of `type` is created for the caller's taxpayer first
   * (as stored before the rule existed) and its id goes to send.
   */
  byId?: boolean;
  send: (c: Client, token: string, formId: number) => Promise<LightMyRequestResponse>;
}

const put = (c: Client, url: string, payload: unknown, token: string) =>
  c.send({ method: 'PUT', url, payload: payload as object, token });
const del = (c: Client, url: string, token: string) => c.send({ method: 'DELETE', url, token });

/** A filed form's confirmation and copy: a kind that may file the form reads them (409 before it is filed). */
const FILED_FORM = (type: TaxFormType): FormRouteRow[] => [
  {
    route: 'GET /api/tax-forms/{id}/confirmation',
    type,
    byId: true,
    send: (c, token, id) => c.get(`/api/tax-forms/${id}/confirmation`, token),
  },
  {
    route: 'GET /api/tax-forms/{id}/pdf',
    type,
    byId: true,
    send: (c, token, id) => c.get(`/api/tax-forms/${id}/pdf`, token),
  },
];

/** The routes every stored form answers on by its id (payment, lifecycle, delete, confirmation). */
const PER_FORM = (type: TaxFormType): FormRouteRow[] => [
  {
    route: 'GET /api/payments/tax-forms/{id}',
    type,
    byId: true,
    send: (c, token, id) => c.get(`/api/payments/tax-forms/${id}`, token),
  },
  {
    route: 'POST /api/payments/tax-forms/{id}/initiate-payment-session',
    type,
    byId: true,
    send: (c, token, id) =>
      c.post(`/api/payments/tax-forms/${id}/initiate-payment-session`, undefined, token),
  },
  {
    route: 'POST /api/payments/tax-forms/{id}/no-payment',
    type,
    byId: true,
    send: (c, token, id) => c.post(`/api/payments/tax-forms/${id}/no-payment`, undefined, token),
  },
  {
    route: 'POST /api/tax-forms/{id}/submit',
    type,
    byId: true,
    send: (c, token, id) => c.post(`/api/tax-forms/${id}/submit`, undefined, token),
  },
  {
    route: 'POST /api/tax-forms/{id}/withdraw',
    type,
    byId: true,
    send: (c, token, id) => c.post(`/api/tax-forms/${id}/withdraw`, undefined, token),
  },
  {
    route: 'DELETE /api/form/{id}',
    type,
    byId: true,
    send: (c, token, id) => del(c, `/api/form/${id}`, token),
  },
  ...FILED_FORM(type),
];

export const FORM_ROUTES: FormRouteRow[] = [
  {
    route: 'POST /api/exempt',
    type: 'ExemptionCertificate',
    send: (c, token) =>
      c.post('/api/exempt', { exemptionSelection: 'retired', businessSoldDate: null }, token),
  },
  {
    route: 'GET /api/exemption-certificate/{year}',
    type: 'ExemptionCertificate',
    send: (c, token) => c.get(`/api/exemption-certificate/${TAX_YEAR}`, token),
  },
  {
    route: 'GET /api/city-tax-form',
    type: 'CityTaxForm',
    send: (c, token) => c.get('/api/city-tax-form', token),
  },
  {
    route: 'PUT /api/city-tax-form',
    type: 'CityTaxForm',
    send: (c, token) => put(c, '/api/city-tax-form', { residenceCity: 'CLE' }, token),
  },
  {
    route: 'DELETE /api/city-tax-form',
    type: 'CityTaxForm',
    send: (c, token) => del(c, '/api/city-tax-form', token),
  },
  { route: 'POST /api/form-w2', type: 'FormW2', send: (c, token) => c.post('/api/form-w2', W2, token) },
  {
    route: 'GET /api/form-w2/{id}',
    type: 'FormW2',
    byId: true,
    send: (c, token, id) => c.get(`/api/form-w2/${id}`, token),
  },
  {
    route: 'PUT /api/form-w2/{id}',
    type: 'FormW2',
    byId: true,
    send: (c, token, id) => put(c, `/api/form-w2/${id}`, W2, token),
  },
  {
    route: 'POST /api/form1099',
    type: 'Form1099',
    send: (c, token) => c.post('/api/form1099', F1099, token),
  },
  {
    route: 'GET /api/form1099/{id}',
    type: 'Form1099',
    byId: true,
    send: (c, token, id) => c.get(`/api/form1099/${id}`, token),
  },
  {
    route: 'PUT /api/form1099/{id}',
    type: 'Form1099',
    byId: true,
    send: (c, token, id) => put(c, `/api/form1099/${id}`, F1099, token),
  },
  {
    route: 'POST /api/form/individual-estimate',
    type: 'IndividualEstimate',
    send: (c, token) => c.post('/api/form/individual-estimate', ESTIMATE, token),
  },
  {
    route: 'POST /api/form/business/net-profit-estimate',
    type: 'NetProfitEstimate',
    send: (c, token) => c.post('/api/form/business/net-profit-estimate', NET_PROFIT, token),
  },
  {
    route: 'POST /api/return-of-income',
    type: 'ReturnOfIncome',
    send: (c, token) => c.post('/api/return-of-income', WITHHOLDING, token),
  },
  {
    route: 'GET /api/return-of-income/context',
    type: 'ReturnOfIncome',
    send: (c, token) => c.get('/api/return-of-income/context', token),
  },
  {
    route: 'POST /api/form/tax-penalty-interest-billing-statement',
    type: 'BillingStatement',
    send: (c, token) => c.post('/api/form/tax-penalty-interest-billing-statement', BILL, token),
  },
  {
    route: 'POST /api/form/tax-penalty-interest-billing-statement/calculate',
    type: 'BillingStatement',
    send: (c, token) => c.post('/api/form/tax-penalty-interest-billing-statement/calculate', BILL, token),
  },
  ...(
    ['CityTaxForm', 'IndividualEstimate', 'NetProfitEstimate', 'ReturnOfIncome', 'BillingStatement'] as const
  ).flatMap(PER_FORM),
  // An exemption certificate is filed as it is stored: of the calls on one form, it has these.
  ...FILED_FORM('ExemptionCertificate'),
];
