import { HttpResponse } from 'msw';
import { makeProblem, taxFormLockedDetail, type ProblemName, type ProblemOptions } from '../problems';
import type { TaxFormType } from '../schemas/forms';

/**
 * The MSW answer of a problem, built from the one catalogue in ../problems so the mocks answer
 * the server's status, title and default detail (pass `detail` only where the server is more
 * specific).
 */
export function problemResponse(name: ProblemName, options: ProblemOptions = {}) {
  const body = makeProblem(name, options);
  return HttpResponse.json(body, {
    status: body.status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

/** The mocks' 500, with the short detail that stories quote (e.g. an upload's error line). */
export const serverFails = () => problemResponse('internal-error', { detail: 'Something went wrong.' });

/** The mocks' 401 for a call made without a bearer token. */
export const unauthorized = (detail = 'You must sign in.') => problemResponse('unauthorized', { detail });

/** A 400 on one field as the server words it: '{label}: {message}', errors keyed by the field. */
export const invalidField = (field: string, message: string, label: string = field) =>
  problemResponse('validation-error', { detail: `${label}: ${message}`, errors: { [field]: [message] } });

/** The server's 400 when a form that owes money is filed without payment. */
export const BALANCE_DUE_DETAIL = 'This form has a balance due and must be paid.';
export const amountDue = () => problemResponse('validation-error', { detail: BALANCE_DUE_DETAIL });

/** The server's 400 when a form that owes nothing is submitted or sent to payment. */
export const NOTHING_TO_PAY_DETAIL = 'This form has nothing to pay; file it without payment.';
export const nothingToPay = () => problemResponse('validation-error', { detail: NOTHING_TO_PAY_DETAIL });

/** 409 tax-form-locked for a write to a form of `type` that awaits payment. */
export const taxFormLocked = (type: TaxFormType) =>
  problemResponse('tax-form-locked', { detail: taxFormLockedDetail(type) });
