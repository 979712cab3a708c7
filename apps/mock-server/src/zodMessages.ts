import { util } from 'zod/v4/core';
import { problemWords } from '@citytax/api';
import type { ProblemWords, Wording } from './problems';

/**
 * Zod's own messages (a field whose schema words none: "Invalid input: expected number, received
 * string") in the request's language (ADR 0039). A message is worded again from the problem
 * catalogue (`zod` of words/problems.en.ts and .es.ts) only when the English catalogue gives zod's
 * message exactly, so an English answer is always zod's own and a message zod words otherwise
 * (another zod version) stays as zod wrote it.
 */

/** A zod issue as fastify-type-provider-zod hands it on: its code, message and other fields. */
export interface ZodIssueFields {
  code: string;
  message: string;
  params: Record<string, unknown>;
  /** The value that was refused, read from the request (zod does not report it). */
  input: unknown;
}

type Words = ProblemWords['zod'];

const name = (table: Readonly<Record<string, string>>, key: string) => table[key] ?? key;

/** What zod calls the kind of a value, as its English locale prints it. */
function typeName(w: Words, type: string, input?: unknown): string {
  if (type === 'number' && typeof input === 'number' && !Number.isFinite(input)) return String(input);
  return name(w.types, type);
}

function bound(w: Words, p: Record<string, unknown>, limit: unknown, inclusive: string, exclusive: string) {
  const adj = p.exact ? w.exactly : p.inclusive ? inclusive : exclusive;
  return `${adj}${String(limit)}`;
}

/** The message of `issue` in the catalogue's words `w` (zod's English locale, rebuilt), or null. */
function worded(w: Words, issue: ZodIssueFields): string | null {
  const p = issue.params;
  const origin = typeof p.origin === 'string' ? p.origin : undefined;
  switch (issue.code) {
    case 'invalid_type':
      return w.invalidType(
        typeName(w, String(p.expected)),
        typeName(w, util.parsedType(issue.input), issue.input),
      );
    case 'invalid_value': {
      const values = Array.isArray(p.values) ? (p.values as util.Primitive[]) : [];
      return values.length === 1
        ? w.invalidValue(util.stringifyPrimitive(values[0]))
        : w.invalidOption(util.joinValues(values, '|'));
    }
    case 'too_big': {
      const size = origin !== undefined && origin in w.units;
      const b = bound(w, p, p.maximum, '<=', '<');
      const what = name(w.types, origin ?? 'value');
      return size ? w.tooBigSize(what, b, name(w.units, origin!)) : w.tooBigValue(what, b);
    }
    case 'too_small': {
      const size = origin !== undefined && origin in w.units;
      const b = bound(w, p, p.minimum, '>=', '>');
      const what = name(w.types, String(origin));
      return size ? w.tooSmallSize(what, b, name(w.units, origin!)) : w.tooSmallValue(what, b);
    }
    case 'invalid_format':
      switch (p.format) {
        case 'starts_with':
          return w.startsWith(String(p.prefix));
        case 'ends_with':
          return w.endsWith(String(p.suffix));
        case 'includes':
          return w.includes(String(p.includes));
        case 'regex':
          return w.pattern(String(p.pattern));
        default:
          return w.invalidFormat(name(w.formats, String(p.format)));
      }
    case 'not_multiple_of':
      return w.notMultipleOf(String(p.divisor));
    case 'unrecognized_keys': {
      const keys = Array.isArray(p.keys) ? (p.keys as string[]) : [];
      return w.unrecognizedKeys(keys.length, util.joinValues(keys, ', '));
    }
    case 'invalid_key':
      return w.invalidKey(name(w.types, String(origin)));
    case 'invalid_element':
      return w.invalidElement(name(w.types, String(origin)));
    case 'invalid_union':
      if (Array.isArray(p.options) && p.options.length > 0)
        return w.discriminator(p.options.map((o) => `'${String(o)}'`).join(' | '));
      return p.inclusive === false ? w.moreThanOne : w.invalidInput;
    case 'custom':
      return w.invalidInput;
    default:
      return null;
  }
}

/**
 * The wording of a zod issue's message: zod's own message when the catalogue cannot give it
 * exactly (a schema's own message, found by its English words like any other), else the
 * catalogue's words in the answer's language.
 */
export function zodIssueWording(issue: ZodIssueFields): Wording {
  let english: string | null;
  try {
    english = worded(problemWords.zod, issue);
  } catch {
    // A field of another shape than this zod version's: zod's message as it is.
    english = null;
  }
  if (english !== issue.message) return issue.message;
  return (w) => worded(w.zod, issue) ?? issue.message;
}
