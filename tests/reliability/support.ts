import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type {
  BillingStatementRequest,
  FormW2Request,
  IndividualEstimateRequest,
  NetProfitEstimateRequest,
  ReturnOfIncomeRequest,
} from '@citytax/api';
import type { HttpResponse } from '../support/httpClient';
import { createDatabase, type FreshDatabase } from '../support/scratchDatabase';

/*
 * What the reliability suites share: a fresh PostgreSQL database per run, valid request bodies of
 * the creating endpoints, and problem+json checks.
 */

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export type ScratchDatabase = FreshDatabase;

/** A new, empty, uniquely named PostgreSQL database on TEST_DATABASE_URL's server. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  return createDatabase(TEST_DATABASE_URL, prefix);
}

export const problemType = (name: string) => `https://citytax.example/problems/${name}`;

/** A problem+json answer of `status` and problem `type`, without a stack trace. */
export function expectProblem(res: HttpResponse, status: number, type: string): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = res.json<{ type: string; status: number; detail?: string }>();
  expect(body.type).toBe(problemType(type));
  expect(body.status).toBe(status);
  expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|stack/i);
}

/** A unique Idempotency-Key. */
export const newKey = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`;

/**
 * A W-2 whose local tax withheld is exactly Cleveland's 2.5% of its wages: a Cleveland resident's
 * return of such W-2s nets to $0.00 and can be filed without payment.
 */
export const w2Body = (n: number): FormW2Request => ({
  w2Number: n,
  employerName: `Employer ${n}`,
  employerEin: String(340_000_000 + n),
  workCity: 'CLE',
  medicareWages: 4_000 + 40 * n,
  localWages: 4_000 + 40 * n,
  localTaxWithheld: 100 + n,
  locality: 'CLE',
});

/** An individual estimate of `taxYear` paying `paymentAmount` now (0: filed without payment). */
export const individualEstimateBody = (
  taxYear: number,
  paymentAmount: number,
  n = 0,
): IndividualEstimateRequest => ({
  taxYear,
  residenceCity: 'CLE',
  estimatedIncome: 40_000 + n,
  estimatedCredits: 600,
  priorYearTax: null,
  paymentAmount,
});

export const netProfitEstimateBody = (
  taxYear: number,
  paymentAmount: number,
  n = 0,
): NetProfitEstimateRequest => ({
  taxYear,
  businessCity: 'CLE',
  estimatedNetProfit: 200_000 + n,
  apportionmentPercent: 62.5,
  estimatedCredits: 125,
  priorYearTax: null,
  paymentAmount,
});

/** A billing statement of 2023 individual tax paid on time: its total is `unpaidTax`. */
export const billingStatementBody = (unpaidTax: number): BillingStatementRequest => ({
  taxType: 'individual',
  taxYear: 2023,
  unpaidTax,
  dueDate: '2024-04-15',
  filedDate: '2024-04-15',
  priorLateFiling: false,
  paymentDate: '2024-04-15',
});

/** An employer's monthly return of income tax withheld. */
export const returnOfIncomeBody = (taxYear: number, month: number): ReturnOfIncomeRequest => ({
  frequency: 'monthly',
  taxYear,
  period: month,
  employeeCount: 4,
  totalWages: 48_000,
  taxWithheld: 1_200 + month,
  priorCredit: 0,
});
