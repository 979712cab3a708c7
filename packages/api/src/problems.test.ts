import { describe, expect, it } from 'vitest';
import {
  AccountProblem,
  makeProblem,
  PROBLEM_TYPE_BASE,
  PROBLEMS,
  problemMessage,
  problemSchema,
  ProblemType,
  taxFormLockedDetail,
  TransportProblem,
  type ProblemName,
} from './problems';
import { TaxFormType } from './schemas/forms';
import { problemWords } from './words/problems.en';
import { problemWordsEs } from './words/problems.es';

const contact = { email: 'help@city.example', phone: '555-0100' };

describe('PROBLEMS (the one problem catalogue)', () => {
  it('has an entry for every problem name of the contract, the account calls and the transport', () => {
    const names: string[] = [
      ...Object.values(ProblemType),
      ...Object.values(AccountProblem),
      ...Object.values(TransportProblem),
    ];
    expect(Object.keys(PROBLEMS).sort()).toEqual([...names].sort());
  });

  it.each<[ProblemName, number]>([
    ['missing-tax-rate', 400],
    ['missing-tax-form', 404],
    ['tax-form-already-filed', 409],
    ['not-authorized-to-file', 403],
    ['misconfigured-account', 403],
    ['inactive-user-account', 403],
    ['account-migration-required', 403],
    ['tax-form-locked', 409],
    ['not-allowed-for-taxpayer-type', 403],
    ['tax-form-not-filed', 409],
    ['upload-quota-exceeded', 409],
    ['access-code-incorrect', 400],
    ['validation-error', 400],
    ['invalid-credentials', 401],
    ['unauthorized', 401],
    ['token-expired', 410],
    ['invalid-password', 403],
    ['duplicate-email', 400],
    ['current-password-incorrect', 400],
    ['email-unchanged', 409],
    ['new-password-not-accepted', 400],
    ['payload-too-large', 413],
    ['internal-error', 500],
  ])('answers %s with %d', (name, status) => {
    expect(PROBLEMS[name].status).toBe(status);
  });
});

describe('makeProblem', () => {
  it('builds the problem+json body from the catalogue: type URI, title of the status, default detail', () => {
    const body = makeProblem(ProblemType.MissingTaxForm);
    expect(body).toEqual({
      type: `${PROBLEM_TYPE_BASE}missing-tax-form`,
      title: 'Not Found',
      detail:
        'This tax form cannot be found. This is often caused by deleting the form in another browser tab or window.',
      status: 404,
    });
    expect(problemSchema.parse(body)).toEqual(body);
  });

  it('takes a specific detail, another status (with its title) and field errors', () => {
    expect(
      makeProblem(ProblemType.ValidationError, {
        detail: 'email: is required',
        errors: { email: ['is required'] },
      }),
    ).toEqual({
      type: `${PROBLEM_TYPE_BASE}validation-error`,
      title: 'Bad Request',
      detail: 'email: is required',
      status: 400,
      errors: { email: ['is required'] },
    });
    expect(makeProblem(ProblemType.InternalError, { status: 418 })).toMatchObject({
      status: 418,
      title: 'Error',
    });
  });
});

describe('taxFormLockedDetail', () => {
  const returnText = 'This return is waiting for payment. Withdraw it to make changes.';
  const formText = 'This form is waiting for payment. Withdraw it to make changes.';
  it.each<[TaxFormType, string]>([
    [TaxFormType.CityTaxForm, returnText],
    [TaxFormType.FormW2, returnText],
    [TaxFormType.Form1099, returnText],
    [TaxFormType.ReturnOfIncome, returnText],
    [TaxFormType.ExemptionCertificate, formText],
    [TaxFormType.IndividualEstimate, formText],
    [TaxFormType.NetProfitEstimate, formText],
    [TaxFormType.BillingStatement, formText],
  ])('%s: %s', (type, text) => {
    expect(taxFormLockedDetail(type)).toBe(text);
  });

  it('is shown to the user as the server sent it (it names the form)', () => {
    const body = makeProblem(ProblemType.TaxFormLocked, { detail: returnText });
    expect(problemMessage(body, contact)).toBe(returnText);
  });
});

describe('problemMessage reads the catalogue', () => {
  it('shows the fixed spec text of a known type whatever the server said', () => {
    const body = makeProblem(ProblemType.TaxFormAlreadyFiled, { detail: 'something else' });
    expect(problemMessage(body, contact)).toBe(PROBLEMS['tax-form-already-filed'].detail);
  });

  it('shows the detail of a refusal for the wrong kind of taxpayer', () => {
    const detail = 'A business taxpayer cannot file this form (Annual Return).';
    const body = makeProblem(ProblemType.NotAllowedForTaxpayerType, { detail });
    expect(problemMessage(body, contact)).toBe(detail);
  });

  it('falls back to the title of a problem without a detail', () => {
    expect(problemMessage({ type: 'https://x/problems/unknown', title: 'Teapot' }, contact)).toBe('Teapot');
  });
});

describe('problemWords.validation (the messages the server words in the request language)', () => {
  const schemaSources = Object.values(
    import.meta.glob<string>('./schemas/*.ts', { query: '?raw', import: 'default', eager: true }),
  ).join('\n');

  it.each(Object.entries(problemWords.validation))(
    '%s is a message the schemas answer with',
    (_key, message) => {
      // Kept in step: a schema that rewords a message would otherwise stop being translated.
      expect(schemaSources).toContain(`'${message}'`);
    },
  );

  it('has a Spanish twin of every message and every default detail', () => {
    expect(Object.keys(problemWordsEs.validation)).toEqual(Object.keys(problemWords.validation));
    expect(Object.keys(problemWordsEs.details).sort()).toEqual(Object.keys(PROBLEMS).sort());
  });
});
