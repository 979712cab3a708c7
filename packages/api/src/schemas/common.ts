import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants';

/** An email address as the portal accepts it: at most 50 characters. */
export const emailSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(EMAIL_MAX_LENGTH, { error: `must be at most ${EMAIL_MAX_LENGTH} characters` })
  .pipe(z.email({ error: 'must be a valid email address' }));

/** C0 and C1 control characters, and the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** The same, but tab, line feed and carriage return: the line breaks of a message. */
const CONTROL_CHARACTERS_BUT_LINES =
  // eslint-disable-next-line no-control-regex -- as above
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/**
 * True when free text has no control characters: a BEL, an ESC or a right-to-left
 * override in a name would reach letters, PDFs, logs and the staff's screens. `multiline` lets a
 * message keep its tabs and line breaks.
 */
export function hasNoControlCharacters(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(value);
}

/**
 * Free text a person types (names, business names, messages): trimmed, at most `max` characters,
 * required, and without control characters. Every free-text field of a request uses it.
 */
export function textSchema(max: number, options: { multiline?: boolean } = {}) {
  return z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` })
    .refine((v) => hasNoControlCharacters(v, options.multiline), { error: CONTROL_CHARACTERS_MESSAGE });
}

/** Optional free text: may be empty; otherwise as textSchema. */
export function optionalTextSchema(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .refine((v) => hasNoControlCharacters(v), { error: CONTROL_CHARACTERS_MESSAGE });
}

/** A taxpayer id: opaque digits assigned by the authority. */
export const taxpayerIdSchema = z
  .string({ error: 'is required' })
  .regex(/^\d{1,12}$/, { error: 'must be a taxpayer ID of digits only' });

export const okSchema = z.object({ ok: z.literal(true) });
