// @vitest-environment node
// Node, not jsdom: on a server there is no `window` or `document`, and a component that touches
// them while rendering must fail here, not in a consumer's server.
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { componentExamples } from './componentExamples';
import * as ui from './index';

/**
 * Components whose markup lives in a Radix portal. The portal mounts only after an effect (it needs
 * `document.body`), so on the server an open dialog renders nothing at all; the test still renders
 * it, so a dialog that throws while rendering fails.
 */
const portalOnly = new Set([
  'ConfirmDialog',
  'DialogFrame',
  'InactivityDialog',
  'ModalAlert',
  'PrintReminderDialog',
]);

/** Exports that look like components but are not; each with the reason. None today. */
const notComponents = new Map<string, string>([]);

function isComponent(value: unknown): boolean {
  if (typeof value === 'function') return true;
  // forwardRef and memo return objects tagged with $$typeof.
  return typeof value === 'object' && value !== null && '$$typeof' in value;
}

const exportedComponents = Object.entries(ui)
  .filter(([name, value]) => /^[A-Z]/.test(name) && isComponent(value) && !notComponents.has(name))
  .map(([name]) => name)
  .sort();

describe('server rendering', () => {
  it('finds the components of the barrel', () => {
    expect(exportedComponents).toEqual(expect.arrayContaining(['Button', 'TextField', 'ToastProvider']));
    expect(typeof window).toBe('undefined');
  });

  it('has an example of every exported component', () => {
    const missing = exportedComponents.filter((name) => (componentExamples[name]?.length ?? 0) === 0);
    expect(missing, `components without a row in componentExamples.tsx: ${missing.join(', ')}`).toEqual([]);
  });

  it('has no example of a name the barrel does not export as a component', () => {
    const unknown = Object.keys(componentExamples).filter((name) => !exportedComponents.includes(name));
    expect(unknown).toEqual([]);
  });

  it('imports components only from the barrel, so the install test can point it at the package', () => {
    const source = readFileSync(new URL('./componentExamples.tsx', import.meta.url), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const specifiers = [...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map((match) => match[1]);
    expect(specifiers.filter((specifier) => specifier === './index')).toHaveLength(1);
    expect(specifiers.filter((specifier) => specifier !== './index' && specifier !== 'react')).toEqual([]);
    expect(source).not.toMatch(/^\s*import\s+['"]/m);
  });

  const rows = Object.entries(componentExamples).flatMap(([name, examples]) =>
    examples.map((element, index) => ({ name, example: String(element.key ?? index), element })),
  );

  it.each(rows)('renders $name ($example) with renderToString', ({ name, element }) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const html = renderToString(element);
      if (portalOnly.has(name)) expect(html).toBe('');
      else expect(html.length).toBeGreaterThan(0);
      // React reports render problems (bad nesting, invalid props, useLayoutEffect on the server)
      // through console.error; a component that renders for a server renders without them.
      expect(errors.mock.calls).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});
