import type { z } from 'zod';
import { PROVIDER_PATHS, sessionStateSchema, type SessionRegistration, type SessionState } from './protocol';
import { SIGNATURE_HEADER, signBody } from './signature';

/** The server's side of the provider API (ADR 0014): signed JSON calls, answers checked. */

export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

export interface ProviderClient {
  /** Registers (or re-registers) a remittance's session; says whether it can still be paid. */
  register(session: SessionRegistration): Promise<SessionState>;
  /** Cancels an open session; a finished one stays finished (and its callback is resent). */
  cancel(remittanceId: string): Promise<SessionState>;
}

const TIMEOUT_MS = 10_000;

export function providerClient(options: {
  baseUrl: string;
  secret: string;
  clock: () => Date;
}): ProviderClient {
  async function call<T extends z.ZodType>(path: string, payload: unknown, schema: T): Promise<z.infer<T>> {
    const body = JSON.stringify(payload);
    let res: Response;
    try {
      res = await fetch(`${options.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signBody(options.secret, body, options.clock()),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new ProviderUnavailableError(`The payment provider is not reachable: ${String(err)}`);
    }
    const text = await res.text();
    if (!res.ok) {
      throw new ProviderUnavailableError(
        `The payment provider answered ${res.status}: ${text.slice(0, 200)}`,
      );
    }
    try {
      return schema.parse(JSON.parse(text));
    } catch {
      throw new ProviderUnavailableError(
        'The payment provider sent an answer this server does not understand.',
      );
    }
  }

  return {
    register: (session) => call(PROVIDER_PATHS.sessions, session, sessionStateSchema),
    cancel: (remittanceId) => call(PROVIDER_PATHS.cancel(remittanceId), { remittanceId }, sessionStateSchema),
  };
}
