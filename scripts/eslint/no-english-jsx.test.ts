// @vitest-environment node
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import plugin from './no-english-jsx.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('citytax/no-english-jsx', plugin.rules['no-english-jsx'], {
  valid: [
    { code: '<p>{t.title}</p>' },
    { code: '<Button aria-label={t.close}>{t.close}</Button>' },
    { code: '<span aria-hidden="true">$</span>' },
    { code: '<p>{amount} — {year}</p>' },
    { code: '<p> / 2025 </p>' },
    { code: '<div className="ct-visually-hidden" id="main-heading" data-testid="summary" />' },
    { code: '<a href="/faq#contact" target="_blank" rel="noreferrer">{t.faq}</a>' },
    { code: '<input type="text" autoComplete="postal-code" inputMode="numeric" />' },
    { code: '<p lang={code}>{label}</p>' },
    { code: '<Field label={messages.fields.employer} hint={messages.hints[name]} />' },
  ],
  invalid: [
    { code: '<p>Save your work</p>', errors: [{ messageId: 'text' }] },
    { code: '<p>Sí</p>', errors: [{ messageId: 'text' }] },
    { code: '<p>{"Loading"}</p>', errors: [{ messageId: 'text' }] },
    { code: '<p>{`${count} files chosen`}</p>', errors: [{ messageId: 'text' }] },
    { code: '<button aria-label="Close" />', errors: [{ messageId: 'attribute' }] },
    { code: '<img alt="City logo" src="x.svg" />', errors: [{ messageId: 'attribute' }] },
    { code: '<input placeholder={"Select a city"} />', errors: [{ messageId: 'attribute' }] },
    { code: '<Spinner label="Loading your return" />', errors: [{ messageId: 'attribute' }] },
    {
      code: '<ModalAlert okLabel="OK" closeLabel="Close" />',
      errors: [{ messageId: 'attribute' }, { messageId: 'attribute' }],
    },
    { code: '<Alert heading="Saved">{t.done}</Alert>', errors: [{ messageId: 'attribute' }] },
  ],
});
