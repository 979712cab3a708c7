// @vitest-environment node
// The stylesheet rules of @citytax/ui: component CSS uses class selectors only, so an app can load
// components.css without restyling its own page; tokens.css only defines custom properties; the
// element selectors (body, a, :focus-visible…) live in the opt-in base.css alone.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkComponentCss,
  checkTokensCss,
  compoundsOf,
  formatProblems,
  hasClass,
} from '../scripts/check-css.mjs';

const src = fileURLToPath(new URL('.', import.meta.url));
const read = (file: string) => readFileSync(`${src}/${file}`, 'utf8');

const moduleFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split('\\').join('/'))
  .filter((file) => file.endsWith('.module.css'))
  .sort();

/**
 * Descendants without a class of their own that are allowed, each for a reason. All of them set
 * the block margins of whatever the caller passes as children, which the component cannot give a
 * class to, and match only the direct children of the component's own element: a message trims
 * the outer margins of its paragraphs; Stack and Cluster own the space between their children.
 */
const ALLOWED_DESCENDANTS: Record<string, readonly string[]> = {
  'Alert/Alert.module.css': ['.body > :first-child', '.body > :last-child'],
  'dialogShared/DialogFrame.module.css': ['.message > :first-child', '.message > :last-child'],
  'ErrorSummary/ErrorSummary.module.css': ['.description > :first-child', '.description > :last-child'],
  'Stack/Stack.module.css': ['.stack > :nth-child(n)'],
  'Cluster/Cluster.module.css': ['.cluster > :nth-child(n)'],
};

describe('component CSS modules', () => {
  it('are all found', () => {
    expect(moduleFiles.length).toBeGreaterThan(20);
    expect(moduleFiles).toContain('Button/Button.module.css');
  });

  it.each(moduleFiles)('%s uses class selectors only', (file) => {
    const allowed = (selector: string) => ALLOWED_DESCENDANTS[file]?.includes(selector) ?? false;
    const problems = checkComponentCss(read(file), { from: file, allowed });
    expect(formatProblems(file, problems)).toEqual([]);
  });

  it('allows only descendants that still exist', () => {
    for (const [file, selectors] of Object.entries(ALLOWED_DESCENDANTS)) {
      for (const selector of selectors) expect(read(file)).toContain(`${selector} {`);
    }
  });
});

describe('the selector check', () => {
  it.each([
    ['.list > li', ['.list', 'li']],
    ['.a:not(.b, [x]) + .c', ['.a:not(.b, [x])', '.c']],
    [".x[data-y='a b'] ~ .z::after", [".x[data-y='a b']", '.z::after']],
  ])('splits %s into compound selectors', (selector, compounds) => {
    expect(compoundsOf(selector)).toEqual(compounds);
  });

  it.each([
    ['a', false],
    ['li:hover', false],
    ['[data-invalid]', false],
    [':not(.x)', false],
    ["[class~='.x']", false],
    ['.x', true],
    ['a.x', true],
    ['.x:focus-visible', true],
  ])('%s has a class: %s', (compound, expected) => {
    expect(hasClass(compound)).toBe(expected);
  });

  it.each([
    'a',
    '*',
    '*::before',
    'html',
    'body',
    ':root',
    ':focus-visible',
    "[data-print='hide']",
    '[data-invalid] > .input',
    '.list li',
    '.links a[aria-current]',
    ':global(.x)',
    '.x :global(.y)',
  ])('refuses %s', (selector) => {
    const problems = checkComponentCss(`${selector} { color: red; }`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 1, selector });
  });

  it.each([
    '.x',
    '.x:focus-visible',
    '.x[data-state="open"] .y',
    '.item + .item',
    '.primary:hover:not(:disabled, [aria-disabled="true"])',
  ])('accepts %s', (selector) => {
    expect(checkComponentCss(`${selector} { color: red; }`)).toEqual([]);
  });

  it('checks rules inside at-rules, but not keyframe steps, and reports the line', () => {
    const css =
      '@keyframes spin {\n  to { transform: none; }\n}\n@media print {\n  a { display: none; }\n}\n';
    expect(checkComponentCss(css)).toEqual([expect.objectContaining({ line: 5, selector: 'a' })]);
  });

  it('lets the built CSS have descendants without a class, but never a rule that starts without one', () => {
    const css = '._body_1 > :first-child { margin: 0; }\n[data-invalid] > ._input_2 { color: red; }';
    expect(checkComponentCss(css, { strict: false })).toEqual([
      expect.objectContaining({ line: 2, selector: '[data-invalid] > ._input_2' }),
    ]);
  });
});

describe('tokens.css', () => {
  it('holds only --ct-* custom properties on :root', () => {
    expect(formatProblems('tokens.css', checkTokensCss(read('tokens.css')))).toEqual([]);
  });

  it.each([
    [':root { --ct-x: 1px; color: red; }', 'color'],
    [':root { --ct-x: 1px; }\nbody { margin: 0; }', 'body'],
    [':root { --ct-x: 1px; }\n@media print { :root { --ct-x: 2px; } }', '@media'],
    [':root { --other: 1px; }', '--other'],
  ])('refuses %s', (css, found) => {
    const problems = checkTokensCss(css);
    expect(problems.map((p) => p.problem).join('\n')).toContain(found);
  });
});

describe('base.css', () => {
  it('defines no tokens (they are in tokens.css) and keeps the utility class apps use', () => {
    const base = read('base.css');
    expect(base).not.toMatch(/--ct-[\w-]+\s*:/);
    expect(base).toContain('.ct-visually-hidden');
  });
});
