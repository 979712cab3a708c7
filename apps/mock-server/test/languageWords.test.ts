import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { problemWords, problemWordsEs, YEAR_CONFLICTS } from '@citytax/api';
import { pdfMessages } from '../src/pdf/messages.en';
import { pdfMessagesEs } from '../src/pdf/messages.es';
import { inLanguage, ProblemError, localizedProblem } from '../src/problems';
import { providerWords } from '../src/provider/messages.en';
import { providerWordsEs } from '../src/provider/messages.es';
import { zodIssueWording, type ZodIssueFields } from '../src/zodMessages';

/*
 * The words the server answers with in the request's language (ADR 0039), without a server: the
 * route details and field messages of the problem catalogue, zod's own messages, and the shape of
 * the PDF copy's and the payment page's Spanish catalogs.
 */

/** Every text of a catalog node, with its path. */
function texts(node: unknown, path: string): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([k, v]) => texts(v, `${path}.${k}`));
  return [];
}

describe('route details and field messages', () => {
  it.each([...texts(problemWords.server, 'server'), ...texts(problemWords.fields, 'fields')])(
    '%s has a Spanish twin the server finds by its English words',
    (_path, english) => {
      expect(inLanguage(english, 'en')).toBe(english);
      const spanish = inLanguage(english, 'es');
      expect(spanish).not.toBe(english);
    },
  );

  it('words the filing policy’s conflicts (packages/api filingPolicy.ts) in Spanish', () => {
    for (const rule of YEAR_CONFLICTS) {
      expect(inLanguage(rule.detail, 'es'), rule.detail).not.toBe(rule.detail);
      expect(Object.values(problemWordsEs.server.yearConflicts)).toContain(inLanguage(rule.detail, 'es'));
    }
  });

  it('words a schema message with a number in it again, and leaves an unknown text as it is', () => {
    expect(inLanguage('must be at most 50 characters', 'es')).toBe('debe tener 50 caracteres como máximo');
    expect(inLanguage('must be at least 8 characters', 'es')).toBe('debe tener 8 caracteres como mínimo');
    expect(inLanguage('must be at most 50 things', 'es')).toBe('must be at most 50 things');
    expect(inLanguage('No remittance abc.', 'es')).toBe('No remittance abc.');
  });

  it('keeps the English of a worded detail, and words it again for Spanish', () => {
    const error = new ProblemError(429, 'too-many-requests', (w) => w.server.signInLocked(2), {
      errors: { password: [problemWords.fields.password.common] },
    });
    expect(error.detail).toBe('Too many failed sign-in attempts for this account. Try again in 2 minutes.');
    expect(localizedProblem(error, 'en')).toEqual({
      title: undefined,
      detail: error.detail,
      errors: { password: ['Password is too common. Choose a password that is harder to guess.'] },
    });
    expect(localizedProblem(error, 'es')).toEqual({
      title: 'Demasiadas solicitudes',
      detail:
        'Demasiados intentos fallidos de iniciar sesión en esta cuenta. Vuelva a intentarlo en 2 minutos.',
      errors: {
        password: ['La contraseña es demasiado común. Elija una contraseña más difícil de adivinar.'],
      },
    });
  });
});

/** A zod issue as the server receives it from fastify-type-provider-zod, with the refused value. */
function issueOf(schema: z.ZodType, data: unknown): ZodIssueFields & { original: string } {
  const result = schema.safeParse(data);
  if (result.success) throw new Error('the data is valid');
  const [issue] = result.error.issues;
  const { path, code, message, ...params } = issue!;
  const input = path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown>)[k], data);
  return { code, message, params: params as Record<string, unknown>, input, original: message };
}

describe("zod's own messages", () => {
  it.each<[string, z.ZodType, unknown, string]>([
    [
      'a value of another type',
      z.object({ a: z.number() }),
      { a: 'x' },
      'Entrada no válida: se esperaba número y se recibió texto',
    ],
    [
      'a whole number',
      z.number().int(),
      1.5,
      'Entrada no válida: se esperaba número entero y se recibió número',
    ],
    ['an option', z.enum(['x', 'y']), 'z', 'Opción no válida: se esperaba una de "x"|"y"'],
    ['a literal', z.literal(true), false, 'Entrada no válida: se esperaba true'],
    ['too short', z.string().min(3), 'a', 'Demasiado pequeño: texto debe tener >=3 caracteres'],
    ['too big', z.number().max(5), 7, 'Demasiado grande: número debe ser <=5'],
    [
      'too many items',
      z.array(z.number()).length(2),
      [1, 2, 3],
      'Demasiado grande: lista debe tener exactamente 2 elementos',
    ],
    ['an email address', z.email(), 'nope', 'Formato no válido: dirección de correo electrónico'],
    ['a pattern', z.string().regex(/^a$/), 'b', 'Texto no válido: debe coincidir con el patrón /^a$/'],
    ['a prefix', z.string().startsWith('ab'), 'x', 'Texto no válido: debe comenzar con "ab"'],
    ['a multiple', z.number().multipleOf(5), 7, 'Número no válido: debe ser múltiplo de 5'],
    ['an unknown key', z.strictObject({}), { x: 1 }, 'Clave no reconocida: "x"'],
    ['two unknown keys', z.strictObject({}), { x: 1, y: 2 }, 'Claves no reconocidas: "x", "y"'],
    ['no option of a union', z.union([z.string(), z.number()]), true, 'Entrada no válida'],
  ])('%s: zod’s English as it is, and Spanish', (_name, schema, data, spanish) => {
    const issue = issueOf(schema, data);
    const wording = zodIssueWording(issue);
    // A function: the catalogue gives zod's English exactly.
    expect(typeof wording).toBe('function');
    expect(inLanguage(wording, 'en')).toBe(issue.original);
    expect(inLanguage(wording, 'es')).toBe(spanish);
  });

  it("leaves a schema's own message to the catalogue's texts", () => {
    const issue = issueOf(z.string({ error: 'is required' }), 5);
    expect(zodIssueWording(issue)).toBe('is required');
    expect(inLanguage(zodIssueWording(issue), 'es')).toBe('es un dato obligatorio');
  });

  it('keeps a message zod words otherwise as zod wrote it', () => {
    const issue = { ...issueOf(z.number(), 'x'), message: 'Expected a number, got text' };
    expect(zodIssueWording(issue)).toBe('Expected a number, got text');
  });
});

/** The keys and function arities of a catalog, to compare a Spanish twin with its English. */
function shape(node: unknown): unknown {
  if (typeof node === 'function') return `fn/${node.length}`;
  if (Array.isArray(node)) return node.map(shape);
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, shape(v)]));
  return typeof node;
}

describe("the server's other Spanish catalogs", () => {
  it.each([
    ['pdf/messages', pdfMessages, pdfMessagesEs],
    ['provider/messages', providerWords, providerWordsEs],
  ])('%s: the Spanish twin has the keys and functions of the English, and translates it', (_name, en, es) => {
    expect(shape(es)).toEqual(shape(en));
    const english = new Map(texts(en, ''));
    const copied = texts(es, '').filter(
      ([path, text]) =>
        english.get(path) === text && text !== 'City Tax e-File' && text.trim().split(/\s+/).length >= 3,
    );
    expect(copied).toEqual([]);
  });
});
