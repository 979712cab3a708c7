import { describe, expect, it } from 'vitest';
import { localPath } from './localPath';

describe('localPath: only a path on this origin (issue 30, finding 9)', () => {
  it.each([
    ['/', '/'],
    ['/dashboard', '/dashboard'],
    ['/forms/individual/estimate?x=1#top', '/forms/individual/estimate?x=1#top'],
    ['/a/../dashboard', '/dashboard'],
    ['/auth/login', '/auth/login'],
  ])('takes %j as %j', (value, path) => {
    expect(localPath(value)).toBe(path);
  });

  it.each([
    '',
    'dashboard',
    '//evil.example',
    '//evil.example/steal',
    '/\\evil.example',
    '\\\\evil.example',
    '/..//evil.example',
    '/../..//evil.example/x',
    '/./\\evil.example',
    '/%2e%2e//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/dash board',
    '/\tdashboard',
    '/dashboard\n',
    '/a\\b',
  ])('refuses %j', (value) => {
    expect(localPath(value)).toBeNull();
  });
});
