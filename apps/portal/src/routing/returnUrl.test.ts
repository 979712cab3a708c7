import { describe, expect, it } from 'vitest';
import { validateReturnUrl } from './returnUrl';

const origin = 'https://portal.example';
const INVALID = 'Invalid return url. The return url needs to have the same origin as the current page.';

describe('validateReturnUrl (spec §5)', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['/dashboard', '/dashboard'],
    ['/forms/individual/estimate?x=1#top', '/forms/individual/estimate?x=1#top'],
    ['dashboard', '/dashboard'],
    ['https://portal.example', '/'],
    ['https://portal.example/dashboard', '/dashboard'],
    ['https://portal.example/faq#using', '/faq#using'],
  ])('accepts %j as %j', (input, expected) => {
    expect(validateReturnUrl(input, origin)).toBe(expected);
  });

  it.each([
    'https://evil.example/dashboard',
    'https://portal.example.evil.example/',
    'https://portal.example@evil.example/',
    'http://portal.example/dashboard',
    '//evil.example',
    '//evil.example/dashboard',
    '\\\\evil.example',
    '/\\evil.example',
    '\\/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' //evil.example',
    '\t//evil.example',
    'mailto:someone@example.com',
    // Paths that resolve to another host (issue 30, finding 9).
    '/..//evil.example',
    '/%2e%2e//evil.example',
    'https://portal.example/..//evil.example',
    '..//evil.example',
  ])('rejects %j', (input) => {
    expect(() => validateReturnUrl(input, origin)).toThrow(INVALID);
  });
});
