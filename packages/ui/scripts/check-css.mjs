// The selector rules of @citytax/ui's stylesheets, shared by the unit test of the sources
// (src/styles.test.ts) and by checks of the built package (run as a script, see the bottom).
//
// - Component CSS (every *.module.css, and the built components.css): each selector starts with a
//   class, so it can only match inside a component (CSS modules hash the class names). No `:root`,
//   `html`, `body`, `*`, element, attribute-only or bare pseudo-class selectors.
// - In the sources, each compound selector of a selector has a class (`.list > li` is refused: give
//   the <li> a class), except for the few descendants a test explicitly allows.
// - tokens.css: custom properties on `:root`, nothing else.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';

/**
 * Splits `text` before each character for which `isSeparator` is true, outside (), [] and strings.
 * Every part but the first starts with its separator.
 */
function splitTopLevel(text, isSeparator) {
  const parts = [];
  let depth = 0;
  let quote = '';
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\\') {
      current += char + (text[i + 1] ?? '');
      i += 1;
      continue;
    }
    if (quote) {
      if (char === quote) quote = '';
      current += char;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    if (depth === 0 && !quote && isSeparator(char)) {
      parts.push(current);
      current = char;
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts;
}

/** The compound selectors of one complex selector, e.g. `.a > li:hover` → ['.a', 'li:hover']. */
export function compoundsOf(selector) {
  return splitTopLevel(selector.trim(), (char) => /[\s>+~]/.test(char))
    .map((part) => part.replace(/^[\s>+~]+/, '').trim())
    .filter(Boolean);
}

/** Whether a compound selector has a class of its own (not only inside `:not(…)` or `[…]`). */
export function hasClass(compound) {
  return splitTopLevel(compound, (char) => char === '.').some((part) => /^\.-?[_a-zA-Z]/.test(part));
}

/** Every style rule, at the top level or inside @media, @container and the like. */
function styleRules(root) {
  const rules = [];
  root.walkRules((rule) => {
    // Keyframe steps (from, to, 50%) are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    rules.push(rule);
  });
  return rules;
}

/**
 * The selectors of component CSS that break the rules above, as `{ line, selector, problem }`.
 * `strict` (the sources) also refuses compound selectors without a class after the first one,
 * unless `allowed(selector)` says the descendant is known and reasoned.
 */
export function checkComponentCss(css, { from, strict = true, allowed = () => false } = {}) {
  const problems = [];
  for (const rule of styleRules(postcss.parse(css, { from }))) {
    const line = rule.source?.start?.line ?? 0;
    for (const selector of rule.selectors) {
      const compounds = compoundsOf(selector);
      if (/:global\b/.test(selector)) {
        problems.push({ line, selector, problem: ':global selector (not scoped to a component)' });
      } else if (!compounds[0] || !hasClass(compounds[0])) {
        problems.push({
          line,
          selector,
          problem: 'does not start with a class (element, universal, attribute or root selector)',
        });
      } else if (strict && compounds.some((compound) => !hasClass(compound)) && !allowed(selector)) {
        problems.push({
          line,
          selector,
          problem: 'a compound selector without a class (give that element a class)',
        });
      }
    }
  }
  return problems;
}

/** What in tokens.css is not a `--ct-*` custom property on `:root`, as `{ line, problem }`. */
export function checkTokensCss(css, { from } = {}) {
  const problems = [];
  let declarations = 0;
  for (const node of postcss.parse(css, { from }).nodes) {
    const line = node.source?.start?.line ?? 0;
    if (node.type === 'comment') continue;
    if (node.type !== 'rule' || node.selector.trim() !== ':root') {
      problems.push({
        line,
        problem: `only a :root rule is allowed, found ${node.type === 'rule' ? node.selector : `@${node.name}`}`,
      });
      continue;
    }
    for (const child of node.nodes) {
      if (child.type === 'comment') continue;
      declarations += 1;
      if (child.type !== 'decl' || !child.prop.startsWith('--ct-')) {
        problems.push({
          line: child.source?.start?.line ?? line,
          problem: `only --ct-* custom properties are allowed, found ${child.type === 'decl' ? child.prop : child.type}`,
        });
      }
    }
  }
  if (declarations === 0) problems.push({ line: 1, problem: 'no custom properties' });
  return problems;
}

/** One line per problem: `file:line  selector  (problem)`. */
export function formatProblems(file, problems) {
  return problems.map((p) => [`${file}:${p.line}`, p.selector, `(${p.problem})`].filter(Boolean).join('  '));
}

// As a script: checks a built package, `node packages/ui/scripts/check-css.mjs [dist dir]`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  const read = (name) => readFileSync(`${dist}/${name}`, 'utf8');
  const lines = [
    ...formatProblems('components.css', checkComponentCss(read('components.css'), { strict: false })),
    ...formatProblems('tokens.css', checkTokensCss(read('tokens.css'))),
  ];
  if (lines.length > 0) {
    console.error(lines.join('\n'));
    process.exit(1);
  }
  console.log(`${dist}: components.css has class selectors only; tokens.css has custom properties only.`);
}
