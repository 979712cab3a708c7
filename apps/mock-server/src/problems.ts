import type { FastifyReply } from 'fastify';
import { PROBLEM_TYPE_BASE, ProblemType, type Problem } from '@citytax/api';

/**
 * Problem names the server uses beyond the contract's ProblemType (transport-level
 * failures the portal only ever shows by their detail).
 */
export const TransportProblem = {
  PayloadTooLarge: 'payload-too-large',
  UnsupportedMediaType: 'unsupported-media-type',
  MethodNotAllowed: 'method-not-allowed',
  UriTooLong: 'uri-too-long',
} as const;

/** Problems of the email-link and password calls (ADR 0006); the portal picks its message by status. */
export const AccountProblem = {
  /** 401: unknown, used or mismatched email token. */
  InvalidToken: 'invalid-token',
  /** 410: the email link has expired. */
  TokenExpired: 'token-expired',
  /** 403: the password policy refused the password; errors.password lists why. */
  InvalidPassword: 'invalid-password',
  /** 400: the email address belongs to another account. */
  DuplicateEmail: 'duplicate-email',
  /** 400: the identity proof does not match the taxpayer on record. */
  IdentityNotVerified: 'identity-not-verified',
} as const;

export type ProblemName =
  | ProblemType
  | (typeof TransportProblem)[keyof typeof TransportProblem]
  | (typeof AccountProblem)[keyof typeof AccountProblem];

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Throw from a handler to answer with problem+json. */
export class ProblemError extends Error {
  override name = 'ProblemError';
  constructor(
    readonly status: number,
    readonly type: ProblemName,
    readonly detail: string,
    readonly extra: { errors?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(detail);
  }
}

export function problemBody(
  status: number,
  type: ProblemName,
  detail: string,
  errors?: Record<string, string[]>,
): Problem {
  return {
    type: PROBLEM_TYPE_BASE + type,
    title: TITLES[status] ?? 'Error',
    detail,
    status,
    ...(errors ? { errors } : {}),
  };
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
