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
 * Characters that print nothing: the zero-width space (U+200B), the left-to-right and
 * right-to-left marks (U+200E, U+200F), the Arabic letter mark (U+061C), the Mongolian vowel
 * separator (U+180E), the word joiner and invisible operators (U+2060–U+2064), the byte-order mark
 * (U+FEFF), and the line and paragraph separators (U+2028, U+2029). Typed or pasted into a name they
 * make two names that look alike differ, so free text drops them (issue 30). The zero-width joiner
 * and non-joiner (U+200C, U+200D) stay: scripts and emoji sequences need them.
 */
const INVISIBLE_CHARACTERS = /[\u061C\u180E\u200B\u200E\u200F\u2060-\u2064\uFEFF]/g;
const LINE_SEPARATORS = /[\u2028\u2029]/g;

/** Free text without its invisible characters; the Unicode line separators become spaces, or line feeds in a message. */
export function stripInvisible(value: string, multiline = false): string {
  return value.replace(INVISIBLE_CHARACTERS, '').replace(LINE_SEPARATORS, multiline ? '\n' : ' ');
}

/**
 * True when free text has no control characters: a BEL, an ESC or a right-to-left
 * override in a name would reach letters, PDFs, logs and the staff's screens. `multiline` lets a
 * message keep its tabs and line breaks.
 */
export function hasNoControlCharacters(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(value);
}

/**
 * Free text a person types (names, business names, messages): invisible characters dropped,
 * trimmed, at most `max` characters, required, and without control characters. Every free-text field of a request uses it.
 */
export function textSchema(max: number, options: { multiline?: boolean } = {}) {
  return z
    .string({ error: 'is required' })
    .overwrite((v) => stripInvisible(v, options.multiline))
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` })
    .refine((v) => hasNoControlCharacters(v, options.multiline), { error: CONTROL_CHARACTERS_MESSAGE });
}

/** Optional free text: may be empty; otherwise as textSchema. */
export function optionalTextSchema(max: number) {
  return z
    .string()
    .overwrite((v) => stripInvisible(v))
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .refine((v) => hasNoControlCharacters(v), { error: CONTROL_CHARACTERS_MESSAGE });
}

/** A taxpayer id: opaque digits assigned by the authority. */
export const taxpayerIdSchema = z
  .string({ error: 'is required' })
  .regex(/^\d{1,12}$/, { error: 'must be a taxpayer ID of digits only' });

export const okSchema = z.object({ ok: z.literal(true) });

/**
 * The characters of an access code: digits and capitals without 0/O, 1/I/L, so
 * a code read off a letter is typed right.
 */
export const ACCESS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ACCESS_CODE_LENGTH = 12;
/** The message of a code that cannot be one (wrong length or characters). */
export const ACCESS_CODE_FORMAT_MESSAGE =
  'must be 12 letters and digits, as printed: for example 7K4P-9QXM-2H3D';

/**
 * A taxpayer access code as printed on the city's letters (`7K4P-9QXM-2H3D`): read in any case,
 * with or without the hyphens and spaces, and normalized to its 12 characters.
 */
export const accessCodeSchema = z
  .string({ error: 'is required' })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: 'is required' })
      .regex(new RegExp(`^[${ACCESS_CODE_ALPHABET}]{${ACCESS_CODE_LENGTH}}$`), {
        error: ACCESS_CODE_FORMAT_MESSAGE,
      }),
  );
