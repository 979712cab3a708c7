import { createHash } from 'node:crypto';
import type { Locale, Translation } from '@citytax/api';
import { CARD_FIELDS, type CardField } from './cards';
import { providerWords } from './messages.en';
import { providerWordsEs } from './messages.es';

/**
 * The hosted pages of the provider simulator: plain server-rendered HTML with no scripts
 * and no external assets, accessible on its own (labels, hints and errors wired through
 * aria-describedby, an error summary linking to the fields, focus moved to it).
 */

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1b1b1b;background:#fff}
.banner{background:#162e51;color:#fff;padding:.75rem 1rem}
.banner p{margin:0;max-width:36rem;margin-inline:auto}
.brand{font-weight:700;font-size:1.125rem}
main{max-width:36rem;margin:0 auto;padding:1rem 1rem 3rem}
h1{font-size:1.75rem;line-height:1.2;margin:1rem 0}
h2{font-size:1.25rem;margin:0 0 .5rem}
dl.charge{margin:0 0 1.5rem;padding:1rem;border:1px solid #a9aeb1;border-radius:.25rem}
dl.charge div{display:flex;flex-wrap:wrap;gap:0 .5rem}
dl.charge dt{font-weight:700}
dl.charge dt::after{content:":"}
dl.charge dd{margin:0;overflow-wrap:anywhere}
.field{margin:0 0 1.25rem}
.field.invalid{border-left:4px solid #b50909;padding-left:.75rem}
label{display:block;font-weight:700}
.hint{margin:0;color:#565c65}
.error{margin:0;color:#b50909;font-weight:700}
input[type=text]{display:block;width:100%;max-width:22rem;margin-top:.25rem;padding:.5rem;font:inherit;color:inherit;border:2px solid #565c65;border-radius:0}
input.short{max-width:8rem}
input[aria-invalid=true]{border-color:#b50909}
input:focus,button:focus,a:focus{outline:3px solid #1a4480;outline-offset:2px}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{font:inherit;font-weight:700;padding:.625rem 1.25rem;border-radius:.25rem;cursor:pointer;border:2px solid #1a4480}
button.primary{background:#1a4480;color:#fff}
button.secondary{background:#fff;color:#1a4480}
.error-summary{border:4px solid #b50909;padding:1rem;margin:0 0 1.5rem}
.error-summary:focus{outline:3px solid #1a4480;outline-offset:2px}
.error-summary ul{margin:0;padding-left:1.25rem}
.error-summary a{color:#b50909;font-weight:700}
a{color:#1a4480}
.visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;

/** The page's one style block, allowed by its hash: the pages need no 'unsafe-inline'. */
export const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The CSP of the provider's pages; forms may go to the provider itself and back to the portal. */
export function providerPagePolicy(returnOrigin?: string): string {
  const formAction = ["'self'", ...(returnOrigin ? [returnOrigin] : [])].join(' ');
  return `default-src 'none'; style-src ${STYLE_HASH}; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The language of a page and the texts it is worded in. */
export interface PageLanguage {
  locale: Locale;
  words: ProviderWords;
}

export type ProviderWords = Translation<typeof providerWords>;

const WORDS: Readonly<Record<Locale, ProviderWords>> = { en: providerWords, es: providerWordsEs };

/** The simulator's pages in `locale`. */
export const pageLanguage = (locale: Locale): PageLanguage => ({ locale, words: WORDS[locale] });

/** Integer cents as money for the page's language ("$1,234.56" in both en-US and es-US). */
export const formatCents = (cents: number, locale: Locale = 'en') =>
  new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency: 'USD' }).format(cents / 100);

const intlLocaleOf = (locale: Locale) => (locale === 'es' ? 'es-US' : 'en-US');

function layout(lang: PageLanguage, title: string, body: string): string {
  const { banner } = lang.words;
  return `<!doctype html>
<html lang="${lang.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="banner"><p class="brand">${escapeHtml(banner.brand)}</p><p>${escapeHtml(banner.testOnly)}</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}

interface FieldSpec {
  autocomplete: string;
  inputmode?: 'numeric';
  short?: boolean;
}

/** How each card field is typed; its label and hint are the page language's (`words.fields`). */
export const FIELD_SPECS: Record<CardField, FieldSpec> = {
  cardNumber: { autocomplete: 'cc-number', inputmode: 'numeric' },
  expiry: { autocomplete: 'cc-exp', short: true },
  cvc: { autocomplete: 'cc-csc', inputmode: 'numeric', short: true },
  name: { autocomplete: 'cc-name' },
};

function field(lang: PageLanguage, name: CardField, value: string, error: string | undefined): string {
  const spec = FIELD_SPECS[name];
  const text: { label: string; hint?: string } = lang.words.fields[name];
  const described = [text.hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field${error ? ' invalid' : ''}">
<label for="${name}">${escapeHtml(text.label)}</label>
${text.hint ? `<p class="hint" id="${name}-hint">${escapeHtml(text.hint)}</p>` : ''}
${error ? `<p class="error" id="${name}-error"><span class="visually-hidden">${escapeHtml(lang.words.cardPage.errorPrefix)}</span>${escapeHtml(error)}</p>` : ''}
<input type="text" id="${name}" name="${name}" value="${escapeHtml(value)}" autocomplete="${spec.autocomplete}"${
    spec.inputmode ? ` inputmode="${spec.inputmode}"` : ''
  }${spec.short ? ' class="short"' : ''} spellcheck="false"${described ? ` aria-describedby="${described}"` : ''}${
    error ? ' aria-invalid="true"' : ''
  }>
</div>`;
}

export interface CardPageModel {
  remittanceId: string;
  pageToken: string;
  description: string;
  amountCents: number;
  /** Field errors in field order; none on the first render. */
  errors: Partial<Record<CardField, string>>;
  /** Values to show again after an error (never the card number or CVC). */
  values: Partial<Record<CardField, string>>;
}

/** The hosted card page, in `lang` (English when not given). */
export function cardPage(model: CardPageModel, lang: PageLanguage = pageLanguage('en')): string {
  const t = lang.words.cardPage;
  const errorFields = CARD_FIELDS.filter((f) => model.errors[f]);
  const amount = formatCents(model.amountCents, lang.locale);
  const summary =
    errorFields.length === 0
      ? ''
      : `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
<h2 id="error-summary-title">${escapeHtml(t.errorSummary)}</h2>
<ul>
${errorFields.map((f) => `<li><a href="#${f}">${escapeHtml(model.errors[f]!)}</a></li>`).join('\n')}
</ul>
</div>`;
  const body = `<h1>${escapeHtml(t.heading)}</h1>
${summary}
<dl class="charge">
<div><dt>${escapeHtml(t.paymentFor)}</dt><dd>${escapeHtml(model.description)}</dd></div>
<div><dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(amount)}</dd></div>
</dl>
<form method="post" action="/pay/${encodeURIComponent(model.remittanceId)}" novalidate>
<input type="hidden" name="pageToken" value="${escapeHtml(model.pageToken)}">
${CARD_FIELDS.map((f) => field(lang, f, model.values[f] ?? '', model.errors[f])).join('\n')}
<div class="actions">
<button type="submit" class="primary" name="action" value="pay">${escapeHtml(t.pay)}</button>
<button type="submit" class="secondary" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
</div>
</form>`;
  return layout(lang, `${errorFields.length ? t.errorPrefix : ''}${t.title(amount)}`, body);
}

/** A page that only explains (a bad or unknown request), with an optional way back. */
export function messagePage(
  lang: PageLanguage,
  title: string,
  message: string,
  back?: { href: string; text: string },
): string {
  return layout(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${back ? `<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.text)}</a></p>` : ''}`,
  );
}
