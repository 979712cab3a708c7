import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures of the calls between the server and the payment provider, both
 * ways (ADR 0014): `X-Provider-Signature: t=<unix seconds>,v1=<hex>` over `${t}.${rawBody}`.
 * The timestamp is signed too, so a captured call cannot be replayed after the tolerance.
 */

export const SIGNATURE_HEADER = 'X-Provider-Signature';
/** How far the signed timestamp may be from the receiver's clock, seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const HEADER_PATTERN = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

function digest(secret: string, timestamp: number, body: string | Buffer): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
}

/** The header value signing `body` at `now`. */
export function signBody(secret: string, body: string | Buffer, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, body).toString('hex')}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'invalid' | 'stale' };

/**
 * Checks a signature header against the raw body: constant-time comparison of the digest,
 * and the timestamp within SIGNATURE_TOLERANCE_SECONDS of `now` either way.
 */
export function verifySignature(
  secret: string,
  header: string | string[] | undefined,
  body: string | Buffer,
  now: Date,
): SignatureCheck {
  if (header === undefined || header === '') return { ok: false, reason: 'missing' };
  const match = HEADER_PATTERN.exec(Array.isArray(header) ? (header[0] ?? '') : header.trim());
  if (!match) return { ok: false, reason: 'invalid' };
  const timestamp = Number(match[1]);
  const given = Buffer.from(match[2]!, 'hex');
  const expected = digest(secret, timestamp, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  const skew = Math.abs(Math.floor(now.getTime() / 1000) - timestamp);
  if (skew > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  return { ok: true };
}
