import { createHash } from 'node:crypto';
import { CARD_FIELDS, type CardField } from './cards';

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

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatCents = (cents: number) => usd.format(cents / 100);

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="banner"><p class="brand">Payment provider simulator</p><p>Test payments only: no card is charged.</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}

interface FieldSpec {
  label: string;
  hint?: string;
  autocomplete: string;
  inputmode?: 'numeric';
  short?: boolean;
}

export const FIELD_SPECS: Record<CardField, FieldSpec> = {
  cardNumber: {
    label: 'Card number',
    hint: 'Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0119 fails with an error.',
    autocomplete: 'cc-number',
    inputmode: 'numeric',
  },
  expiry: { label: 'Expiry (MM/YY)', hint: 'For example, 04/29', autocomplete: 'cc-exp', short: true },
  cvc: {
    label: 'CVC',
    hint: 'The 3 digits on the back of the card, or 4 on the front',
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    short: true,
  },
  name: { label: 'Name on card', autocomplete: 'cc-name' },
};

function field(name: CardField, value: string, error: string | undefined): string {
  const spec = FIELD_SPECS[name];
  const described = [spec.hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field${error ? ' invalid' : ''}">
<label for="${name}">${escapeHtml(spec.label)}</label>
${spec.hint ? `<p class="hint" id="${name}-hint">${escapeHtml(spec.hint)}</p>` : ''}
${error ? `<p class="error" id="${name}-error"><span class="visually-hidden">Error: </span>${escapeHtml(error)}</p>` : ''}
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

/** The hosted card page. */
export function cardPage(model: CardPageModel): string {
  const errorFields = CARD_FIELDS.filter((f) => model.errors[f]);
  const amount = formatCents(model.amountCents);
  const summary =
    errorFields.length === 0
      ? ''
      : `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
<h2 id="error-summary-title">There is a problem</h2>
<ul>
${errorFields.map((f) => `<li><a href="#${f}">${escapeHtml(model.errors[f]!)}</a></li>`).join('\n')}
</ul>
</div>`;
  const body = `<h1>Pay by card</h1>
${summary}
<dl class="charge">
<div><dt>Payment for</dt><dd>${escapeHtml(model.description)}</dd></div>
<div><dt>Amount</dt><dd>${escapeHtml(amount)}</dd></div>
</dl>
<form method="post" action="/pay/${encodeURIComponent(model.remittanceId)}" novalidate>
<input type="hidden" name="pageToken" value="${escapeHtml(model.pageToken)}">
${CARD_FIELDS.map((f) => field(f, model.values[f] ?? '', model.errors[f])).join('\n')}
<div class="actions">
<button type="submit" class="primary" name="action" value="pay">Pay</button>
<button type="submit" class="secondary" name="action" value="cancel">Cancel</button>
</div>
</form>`;
  return layout(`${errorFields.length ? 'Error: ' : ''}Pay ${amount} by card`, body);
}

/** A page that only explains (a bad or unknown request), with an optional way back. */
export function messagePage(title: string, message: string, back?: { href: string; text: string }): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${back ? `<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.text)}</a></p>` : ''}`,
  );
}
