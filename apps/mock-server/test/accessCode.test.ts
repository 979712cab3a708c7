import { describe, expect, it, vi } from 'vitest';
import { ACCESS_CODE_ALPHABET } from '@citytax/api';

// Spies on timingSafeEqual: the comparison of the derived keys must be the constant-time one.
const timingSafeEqual = vi.hoisted(() => ({ calls: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  return {
    ...crypto,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      timingSafeEqual.calls += 1;
      return crypto.timingSafeEqual(a, b);
    },
  };
});

const { accessCodeMatches, formatAccessCode, generateAccessCode, hashAccessCode, maskEmail } =
  await import('../src/accessCode');

describe('business access codes', () => {
  it('are 12 characters of the unambiguous alphabet, grouped by four', () => {
    const codes = Array.from({ length: 50 }, () => generateAccessCode());
    for (const code of codes) {
      expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      for (const ch of code.replace(/-/g, '')) expect(ACCESS_CODE_ALPHABET).toContain(ch);
    }
    expect(new Set(codes).size).toBe(50);
    expect(formatAccessCode('7k4p9qxm2h3d')).toBe('7K4P-9QXM-2H3D');
  });

  it('are stored as a salted scrypt hash, never as the code', async () => {
    const a = await hashAccessCode('7K4P-9QXM-2H3D');
    const b = await hashAccessCode('7K4P-9QXM-2H3D');
    expect(a).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('7K4P');
  });

  it.each([
    ['the code as printed', '7K4P-9QXM-2H3D', true],
    ['any case, spaces, no hyphens', ' 7k4p 9qxm2h3d ', true],
    ['a wrong first character', '8K4P-9QXM-2H3D', false],
    ['a wrong last character', '7K4P-9QXM-2H3E', false],
    ['an empty code', '', false],
  ])('%s: matches %s, always through timingSafeEqual', async (_what, typed, expected) => {
    const stored = await hashAccessCode('7K4P-9QXM-2H3D');
    const before = timingSafeEqual.calls;
    expect(await accessCodeMatches(typed, stored)).toBe(expected);
    expect(timingSafeEqual.calls).toBe(before + 1);
  });

  it.each([
    ['no stored code', null],
    ['a damaged stored hash', 'garbage'],
  ])('%s: never matches, and costs the same comparison', async (_what, stored) => {
    const before = timingSafeEqual.calls;
    expect(await accessCodeMatches('7K4P-9QXM-2H3D', stored)).toBe(false);
    expect(timingSafeEqual.calls).toBe(before + 1);
  });

  it.each([
    ['newbusiness@example.com', 'n***s@example.com'],
    ['ab@example.com', 'a***@example.com'],
    ['not-an-address', '***'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
