import type { FastifyReply } from 'fastify';
import {
  AccountProblem,
  makeProblem,
  PROBLEMS,
  ProblemType,
  TransportProblem,
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
): Problem {
  return makeProblem(type, { status, detail, ...(errors ? { errors } : {}) });
}

export function sendProblem(reply: FastifyReply, error: ProblemError): FastifyReply {
  for (const [k, v] of Object.entries(error.extra.headers ?? {})) reply.header(k, v);
  return reply
    .code(error.status)
    .type('application/problem+json; charset=utf-8')
    .send(problemBody(error.status, error.type, error.detail, error.extra.errors));
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
