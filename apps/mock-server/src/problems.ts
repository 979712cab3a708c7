import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AccountProblem,
  makeProblem,
  negotiateLocale,
  PROBLEMS,
  problemWords,
  problemWordsEs,
  ProblemType,
  TransportProblem,
  type Locale,
  type Problem,
  type ProblemName,
} from '@citytax/api';

/*
 * The problem names, statuses, default details and the body's shape live in one catalogue in
 * packages/api (PROBLEMS, makeProblem); this module only turns them into Fastify answers.
 */
export { AccountProblem, TransportProblem };
export type { ProblemName };

interface ProblemExtra {
  errors?: Record<string, string[]>;
  headers?: Record<string, string>;
  /**
   * The field issues a validation detail was made of (`where: message`), so that it can be
   * worded again in the request's language.
   */
  issues?: readonly (readonly [where: string, message: string])[];
}

/** Throw from a handler to answer with problem+json. */
export class ProblemError extends Error {
  override name = 'ProblemError';
  constructor(
    readonly status: number,
    readonly type: ProblemName,
    readonly detail: string,
    readonly extra: ProblemExtra = {},
  ) {
    super(detail);
  }
}

/**
 * The ProblemError of a catalogue problem: its status, and its default detail unless `detail` is
 * given, e.g. `problem(ProblemType.MissingTaxForm)` or
 * `problem(ProblemType.TaxFormLocked, taxFormLockedDetail(form.type))`.
 */
export function problem(type: ProblemName, detail?: string, extra: ProblemExtra = {}): ProblemError {
  const entry = PROBLEMS[type];
  return new ProblemError(entry.status, type, detail ?? entry.detail, extra);
}

export function problemBody(
  status: number,
  type: ProblemName,
  detail: string,
  errors?: Record<string, string[]>,
  title?: string,
): Problem {
  return makeProblem(type, { status, detail, ...(title ? { title } : {}), ...(errors ? { errors } : {}) });
}

/** The language a request is answered in, from its Accept-Language (ADR 0039); never fails. */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return negotiateLocale(request.headers['accept-language']);
}

/** The English catalogue's texts (default details, the two tax-form-locked details) to Spanish. */
const SPANISH_DETAILS = new Map<string, string>([
  ...(Object.keys(problemWords.details) as ProblemName[]).map(
    (name) => [problemWords.details[name], problemWordsEs.details[name]] as const,
  ),
  [problemWords.taxFormLocked.return, problemWordsEs.taxFormLocked.return],
  [problemWords.taxFormLocked.form, problemWordsEs.taxFormLocked.form],
]);

/** The common per-field validation messages of the schemas to Spanish. */
const SPANISH_FIELD_MESSAGES = new Map<string, string>(
  (Object.keys(problemWords.validation) as (keyof typeof problemWords.validation)[]).map((key) => [
    problemWords.validation[key],
    problemWordsEs.validation[key],
  ]),
);

const fieldMessage = (message: string, locale: Locale) =>
  locale === 'es' ? (SPANISH_FIELD_MESSAGES.get(message) ?? message) : message;

/**
 * The texts of a problem in `locale`: the catalogue's default details, the status titles and the
 * common field messages have Spanish twins; a detail a route words itself stays English.
 */
export function localizedProblem(
  error: ProblemError,
  locale: Locale,
): { title: string | undefined; detail: string; errors: Record<string, string[]> | undefined } {
  const { errors, issues } = error.extra;
  if (locale === 'en') return { title: undefined, detail: error.detail, errors };
  const titles: Readonly<Record<number, string>> = problemWordsEs.titles;
  return {
    title: titles[error.status] ?? problemWordsEs.otherTitle,
    detail:
      issues && issues.length > 0
        ? issues.map(([where, message]) => `${where}: ${fieldMessage(message, locale)}`).join('. ')
        : (SPANISH_DETAILS.get(error.detail) ?? error.detail),
    errors:
      errors &&
      Object.fromEntries(
        Object.entries(errors).map(([field, messages]) => [
          field,
          messages.map((m) => fieldMessage(m, locale)),
        ]),
      ),
  };
}

/**
 * Answers with the problem+json of `error` in the request's language, saying which
 * (Content-Language) and that it depends on Accept-Language (Vary).
 */
export function sendProblem(reply: FastifyReply, error: ProblemError): FastifyReply {
  for (const [k, v] of Object.entries(error.extra.headers ?? {})) reply.header(k, v);
  const locale = requestLocale(reply.request);
  const { title, detail, errors } = localizedProblem(error, locale);
  const vary = reply.getHeader('Vary');
  if (!vary) reply.header('Vary', 'Accept-Language');
  else if (!/accept-language/i.test(String(vary))) reply.header('Vary', `${String(vary)}, Accept-Language`);
  return reply
    .code(error.status)
    .header('Content-Language', locale)
    .type('application/problem+json; charset=utf-8')
    .send(problemBody(error.status, error.type, detail, errors, title));
}

/** The generic problem type for a 4xx/5xx status. */
export function problemTypeForStatus(status: number): ProblemName {
  switch (status) {
    case 400:
      return ProblemType.ValidationError;
    case 401:
      return ProblemType.Unauthorized;
    case 403:
      return ProblemType.Forbidden;
    case 404:
      return ProblemType.NotFound;
    case 405:
      return TransportProblem.MethodNotAllowed;
    case 409:
      return ProblemType.Conflict;
    case 413:
      return TransportProblem.PayloadTooLarge;
    case 415:
      return TransportProblem.UnsupportedMediaType;
    case 429:
      return ProblemType.TooManyRequests;
    case 503:
      return ProblemType.ServiceUnavailable;
    default:
      return ProblemType.InternalError;
  }
}
