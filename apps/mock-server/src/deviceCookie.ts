import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Device cookies (ADR 0046; OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a
 * browser that signed in to an account carries a cookie, signed with the server's key, that names
 * the account by a keyed hash and holds a random nonce. A sign-in attempt that presents a valid one
 * is counted against that browser alone; every other attempt against the account's unknown
 * browsers, so a stranger's guesses never lock out the owner's own browser.
 */

/** Where the browser sends it: the sign-in calls only, never the rest of the API. */
export const DEVICE_COOKIE_PATH = '/api/auth';
/** Its name is this and the account's tag, so one browser keeps a cookie per account. */
export const DEVICE_COOKIE_PREFIX = 'citytax_device_';
/** A year: a browser used for the yearly return is still known the next year. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The client_ip prefix of a browser's row in sign_in_failures (auth.ts). */
export const DEVICE_KEY_PREFIX = 'device:';

const mac = (secret: string, label: string, ...parts: string[]) =>
  createHmac('sha256', secret)
    .update([label, ...parts].join('\0'), 'utf8')
    .digest('base64url');

/** The account as the cookie knows it: a keyed hash of the normalised username, never the email. */
function accountHash(secret: string, username: string): string {
  return mac(secret, 'citytax-device-account-v1', username.trim().toLowerCase());
}

/** The cookie's name for this account: a prefix of its keyed hash (96 bits). */
export function deviceCookieName(secret: string, username: string): string {
  return DEVICE_COOKIE_PREFIX + accountHash(secret, username).slice(0, 16);
}

/** A new cookie value for this account: `nonce.mac`, the mac binding the nonce to the account. */
export function newDeviceCookieValue(secret: string, username: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${mac(secret, 'citytax-device-cookie-v1', accountHash(secret, username), nonce)}`;
}

/**
 * The sign_in_failures key of the browser whose cookie this is, when the cookie is genuine and made
 * for this account; null for none, a tampered one, or another account's. The key is a hash of the
 * nonce, so the table never holds a value that could be sent back as a cookie.
 */
export function deviceKeyOf(secret: string, username: string, value: string | undefined): string | null {
  if (!value) return null;
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  const [, nonce, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(mac(secret, 'citytax-device-cookie-v1', accountHash(secret, username), nonce));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return DEVICE_KEY_PREFIX + createHash('sha256').update(nonce, 'utf8').digest('hex').slice(0, 32);
}

/** Who is trying to sign in to `username`: the client address and, when it has one, its browser. */
export interface SignInSource {
  /** The normalised username (the sign_in_failures rows' username). */
  username: string;
  clientIp: string;
  /** The browser's key when it presented this account's valid device cookie (deviceKeyOf). */
  deviceKey: string | null;
}

/** The source of a request that checks the password of `username` (sign-in, or a change that asks for it). */
export function signInSource(request: FastifyRequest, secret: string | null, username: string): SignInSource {
  const normalised = username.trim().toLowerCase();
  const deviceKey = secret
    ? deviceKeyOf(secret, normalised, request.cookies[deviceCookieName(secret, normalised)])
    : null;
  return { username: normalised, clientIp: request.ip, deviceKey };
}

/**
 * After a successful sign-in: a new device cookie for this browser and account (a new nonce each
 * time, so a cookie that failed before starts again). HttpOnly, SameSite=Strict, on /api/auth only,
 * Secure when the request came over https.
 */
export function setDeviceCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  secret: string | null,
  username: string,
): void {
  if (!secret) return;
  reply.setCookie(deviceCookieName(secret, username), newDeviceCookieValue(secret, username), {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
