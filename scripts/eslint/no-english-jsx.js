/**
 * citytax/no-english-jsx: user-facing text written into JSX instead of a message catalog.
 *
 * Every text a person reads comes from a catalog (`messages/*.en.ts` with its `*.es.ts` twin), so
 * the Spanish page has no English left in it (issue 20, ADR 0040). This rule reports:
 * - JSX text with a word in it (`<p>Save your work</p>`);
 * - a string with a word given to a user-facing attribute (`aria-label="Close"`, `title`, `alt`,
 *   `placeholder`, `label`, and any prop named …Label, …Text, …Message, …Title, …Heading, …Hint);
 * - a string literal or template with words as a JSX child (`{'Loading'}`, {`${n} files`}).
 * Symbols, digits and punctuation alone are not text (`$`, `—`, `/`, `2025`). Class names, ids,
 * hrefs, test ids and the like are not user-facing and are never checked.
 */

const USER_FACING = new Set([
  'alt',
  'title',
  'placeholder',
  'label',
  'hint',
  'heading',
  'message',
  'description',
  'legend',
  'caption',
  'summary',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
]);
const USER_FACING_SUFFIX = /(Label|Text|Message|Title|Heading|Hint|Description)$/;

/** Two letters in a row: a word, in any language (digits and symbols alone are not). */
const WORD = /\p{L}{2,}/u;

function isUserFacingAttribute(name) {
  return USER_FACING.has(name) || USER_FACING_SUFFIX.test(name);
}

function staticTextOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text comes from a message catalog, not from JSX.' },
    messages: {
      text: 'User-facing text "{{text}}" is written into JSX: put it in the message catalog (English and Spanish).',
      attribute:
        'User-facing text "{{text}}" in {{name}}: put it in the message catalog (English and Spanish).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, messageId, text, name) =>
      context.report({ node, messageId, data: { text: text.trim().slice(0, 40), name } });
    return {
      JSXText(node) {
        if (WORD.test(node.value)) report(node, 'text', node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXAttribute') return;
        const text = staticTextOf(node.expression);
        if (text !== null && WORD.test(text)) report(node, 'text', text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXNamespacedName' ? node.name.name.name : node.name.name;
        if (!isUserFacingAttribute(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = staticTextOf(value);
        if (text !== null && WORD.test(text)) report(node, 'attribute', text, name);
      },
    };
  },
};

export default {
  meta: { name: 'citytax' },
  rules: { 'no-english-jsx': rule },
};
