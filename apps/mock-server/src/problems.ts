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
  type Translation,
  type Problem,
  type ProblemName,
} from '@citytax/api';

/*
 * The problem names, statuses, default details and the body's shape live in one catalogue in
 * packages/api (PROBLEMS, makeProblem); this module only turns them into Fastify answers.
 */
export { AccountProblem, TransportProblem };
export type { ProblemName };

/** The catalogue's words in either language (packages/api words/problems.en.ts and .es.ts). */
export type ProblemWords = Translation<typeof problemWords>;

/**
 * A text of a problem, said in the request's language when it is answered (ADR 0039): an English
 * text of the catalogue (its Spanish twin is found by its English words; a text that is not in the
 * catalogue stays English), or a function that words it from the catalogue of either language,
 * for a text with values in it (`(w) => w.server.signInLocked(minutes)`).
 */
export type Wording = string | ((words: ProblemWords, locale: Locale) => string);

interface ProblemExtra {
  errors?: Record<string, readonly Wording[]>;
  headers?: Record<string, string>;
  /**
   * The field issues a validation detail was made of (`where: message`), so that it can be
   * worded again in the request's language.
   */
  issues?: readonly (readonly [where: string, message: Wording])[];
}

/** Throw from a handler to answer with problem+json. */
export class ProblemError extends Error {
  override name = 'ProblemError';
  /** The detail in English (as logged, and as answered to an English request). */
  readonly detail: string;
  constructor(
    readonly status: number,
    readonly type: ProblemName,
    readonly wording: Wording,
    readonly extra: ProblemExtra = {},
  ) {
    super(inLanguage(wording, 'en'));
    this.detail = this.message;
  }
}

/**
 * The ProblemError of a catalogue problem: its status, and its default detail unless `detail` is
 * given, e.g. `problem(ProblemType.MissingTaxForm)` or
 * `problem(ProblemType.TaxFormLocked, taxFormLockedDetail(form.type))`.
 */
export function problem(type: ProblemName, detail?: Wording, extra: ProblemExtra = {}): ProblemError {
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

const WORDS: Readonly<Record<Locale, ProblemWords>> = { en: problemWords, es: problemWordsEs };

/** The catalogue's sections whose English texts a route may send as they are. */
const TEXT_SECTIONS = ['details', 'taxFormLocked', 'validation', 'server', 'fields'] as const;

/** Every English text of those sections to its Spanish twin (the same key in problems.es.ts). */
const SPANISH_TEXTS = new Map<string, string>();
function pairTexts(en: unknown, es: unknown): void {
  if (typeof en === 'string' && typeof es === 'string') SPANISH_TEXTS.set(en, es);
  else if (en && es && typeof en === 'object' && typeof es === 'object') {
    for (const key of Object.keys(en))
      pairTexts((en as Record<string, unknown>)[key], (es as Record<string, unknown>)[key]);
  }
}
for (const section of TEXT_SECTIONS) pairTexts(problemWords[section], problemWordsEs[section]);

/** A schema's message with a number in it ("must be at most 50 characters") in Spanish, if known. */
function spanishWithNumber(text: string): string | undefined {
  const n = Number(/\d+/.exec(text)?.[0]);
  if (!Number.isSafeInteger(n)) return undefined;
  const key = (
    Object.keys(problemWords.validationWithNumber) as (keyof ProblemWords['validationWithNumber'])[]
  ).find((k) => problemWords.validationWithNumber[k](n) === text);
  return key && problemWordsEs.validationWithNumber[key](n);
}

/** A text of a problem in `locale`; an English text not in the catalogue stays as it is. */
export function inLanguage(text: Wording, locale: Locale): string {
  if (typeof text === 'function') return text(WORDS[locale], locale);
  if (locale === 'en') return text;
  return SPANISH_TEXTS.get(text) ?? spanishWithNumber(text) ?? text;
}

/**
 * The texts of a problem in `locale`: the catalogue's details and field messages, and the status
 * titles, in Spanish for a Spanish request; a 400's detail is its field issues worded again.
 */
export function localizedProblem(
  error: ProblemError,
  locale: Locale,
): { title: string | undefined; detail: string; errors: Record<string, string[]> | undefined } {
  const { errors, issues } = error.extra;
  const words = (list: readonly Wording[]) => list.map((m) => inLanguage(m, locale));
  const localizedErrors =
    errors && Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, words(messages)]));
  if (locale === 'en') return { title: undefined, detail: error.detail, errors: localizedErrors };
  const titles: Readonly<Record<number, string>> = problemWordsEs.titles;
  return {
    title: titles[error.status] ?? problemWordsEs.otherTitle,
    detail:
      issues && issues.length > 0
        ? issues.map(([where, message]) => `${where}: ${inLanguage(message, locale)}`).join('. ')
        : inLanguage(error.wording, locale),
    errors: localizedErrors,
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
