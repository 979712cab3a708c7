import type { Locale, SecondStepChange } from '@citytax/api';
import type { Config } from '../config';
import type { ConfirmationFacts } from '../confirmationFacts';
import * as filingWordsEn from '../filingWords.en';
import * as filingWordsEs from '../filingWords.es';
import { mailWords } from './messages.en';
import { mailWordsEs } from './messages.es';
import type { MailMessage } from './outbox';

/*
 * Every mail to a taxpayer is written in the language of the request that caused it (ADR 0039):
 * its words from messages.en.ts or messages.es.ts, a filing's from filingWords.en.ts or .es.ts.
 */
const WORDS = { en: mailWords, es: mailWordsEs } as const;
const FILING_WORDS = { en: filingWordsEn, es: filingWordsEs } as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An absolute portal link, with query parameters when there are any. */
export function portalLink(config: Config, path: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `${config.publicUrl}${path}${query ? `?${query}` : ''}`;
}

function message(
  to: string,
  subject: string,
  paragraphs: readonly string[],
  link?: { url: string; label: string },
  signature: string = mailWords.signature,
): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), signature].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function registrationMail(config: Config, to: string, token: string, locale: Locale): MailMessage {
  const w = WORDS[locale];
  const url = portalLink(config, '/confirm-registration', { email: to, token });
  return message(
    to,
    w.registration.subject,
    [...w.registration.paragraphs, w.ignore],
    { url, label: w.registration.link },
    w.signature,
  );
}

export function legacyMail(config: Config, to: string, token: string, locale: Locale): MailMessage {
  const w = WORDS[locale];
  const url = portalLink(config, '/confirm-legacy-email', { token, email: to });
  return message(
    to,
    w.legacy.subject,
    [...w.legacy.paragraphs, w.ignore],
    { url, label: w.legacy.link },
    w.signature,
  );
}

export function resetMail(config: Config, to: string, token: string, locale: Locale): MailMessage {
  const w = WORDS[locale];
  const url = portalLink(config, '/auth/reset-password', { email: to, token });
  return message(
    to,
    w.reset.subject,
    [...w.reset.paragraphs, w.ignore],
    { url, label: w.reset.link },
    w.signature,
  );
}

export function emailChangeMail(
  config: Config,
  to: string,
  token: string,
  id: string,
  locale: Locale,
): MailMessage {
  const w = WORDS[locale];
  const url = portalLink(config, '/confirm-email', { token, email: to, id });
  return message(
    to,
    w.emailChange.subject,
    [...w.emailChange.paragraphs, w.ignore],
    { url, label: w.emailChange.link },
    w.signature,
  );
}

export function emailChangedNotice(to: string, newEmail: string, locale: Locale): MailMessage {
  const w = WORDS[locale];
  return message(
    to,
    w.emailChanged.subject,
    [w.emailChanged.changedTo(newEmail), w.emailChanged.ifNotYou],
    undefined,
    w.signature,
  );
}

/**
 * Told to the account's address when its password is changed while signed in (issue 30): when, that
 * the other devices were signed out, and what to do if it was not them (a link to ask for a reset
 * and the support contact). No password, token or other secret. In the language of the request.
 */
export function passwordChangedNotice(
  config: Config,
  to: { email: string; firstName: string | null },
  at: Date,
  locale: Locale,
): MailMessage {
  const w = WORDS[locale].passwordChanged;
  return message(
    to.email,
    w.subject,
    [
      ...(to.firstName ? [w.hello(to.firstName)] : []),
      w.changed(FILING_WORDS[locale].formatDateTime(at)),
      w.ifYou,
      w.ifNotYou(config.support.email, config.support.phone),
    ],
    { url: portalLink(config, '/auth/forgot-password'), label: w.link },
    WORDS[locale].signature,
  );
}

/** What changed in an account's second sign-in step (ADR 0045). */
export type { SecondStepChange };

/** Told to the account's address whenever its second sign-in step is set up, changed or turned off. */
export function secondStepChangedNotice(
  config: Config,
  to: string,
  change: SecondStepChange,
  at: Date,
  locale: Locale,
): MailMessage {
  const w = WORDS[locale].secondStepChanged;
  return message(
    to,
    w.subject,
    [
      w.changed(w[change], FILING_WORDS[locale].formatDateTime(at)),
      w.ifNotYou(config.support.email, config.support.phone),
    ],
    { url: portalLink(config, '/account/security'), label: w.link },
    WORDS[locale].signature,
  );
}

/** To the support desk, which reads English whatever the language of the person who wrote. */
export function contactSupportMail(
  config: Config,
  request: { type: string; name: string; phoneNumber: string; emailAddress: string; message: string },
  id: string,
): MailMessage {
  return message(config.support.email, `Contact request (${request.type}) from ${request.name}`, [
    `Request ${id}`,
    `Type: ${request.type}`,
    `Name: ${request.name}`,
    `Phone: ${request.phoneNumber}`,
    `Email: ${request.emailAddress}`,
    'Message:',
    request.message,
  ]);
}

/**
 * The confirmation of a filed form (issue 15): the facts of the confirmation page and nothing
 * sensitive (no SSN or FEIN, of a card the last four digits only), with a link to the page.
 */
export function filingConfirmationMail(
  config: Config,
  to: { email: string; firstName: string },
  facts: ConfirmationFacts,
  locale: Locale,
): MailMessage {
  const w = WORDS[locale].filingConfirmation;
  const f = FILING_WORDS[locale];
  const title = f.filingTitle(facts);
  return message(
    to.email,
    w.subject(title, facts.confirmationNumber),
    [
      w.hello(to.firstName),
      w.filed(title),
      w.confirmationNumber(facts.confirmationNumber),
      w.form(f.formName(facts.taxFormType)),
      w.taxYear(facts.taxYear),
      ...(facts.period ? [w.period(f.periodText(facts.period, facts.taxYear))] : []),
      w.amountPaid(f.amountPaidText(facts)),
      w.filedAt(f.formatDateTime(facts.filedAt)),
      w.keep,
    ],
    { url: portalLink(config, `/form/${facts.id}/confirmation`), label: w.link },
    WORDS[locale].signature,
  );
}

/**
 * Told to every user already linked to a business and to the business's email on file when an
 * account links it (issue 16): who (first name, masked address), when, and what to do if unexpected.
 * No FEIN beyond its last four digits. In the language of the request that linked it.
 */
export function businessLinkedNotice(
  config: Config,
  to: { email: string; firstName: string | null },
  business: { name: string; ein: string },
  linkedBy: { firstName: string; maskedEmail: string },
  at: Date,
  locale: Locale,
): MailMessage {
  const w = WORDS[locale].businessLinked;
  return message(
    to.email,
    w.subject(business.name),
    [
      ...(to.firstName ? [w.hello(to.firstName)] : []),
      w.linked(
        FILING_WORDS[locale].formatDateTime(at),
        linkedBy.firstName,
        linkedBy.maskedEmail,
        business.name,
        business.ein.slice(-4),
      ),
      w.expected,
      w.unexpected(config.support.email, config.support.phone),
    ],
    undefined,
    WORDS[locale].signature,
  );
}

/**
 * The business access code of a business registered through the portal (issue 16). The city
 * prints a business's code on its letters; in this demo the registration also mails it.
 */
export function accessCodeMail(
  to: string,
  business: { name: string },
  code: string,
  locale: Locale,
): MailMessage {
  const w = WORDS[locale].accessCode;
  return message(
    to,
    w.subject(business.name),
    [w.code(business.name, code), w.howToUse, w.keepSafe],
    undefined,
    WORDS[locale].signature,
  );
}

/** The access code of an individual registered through the portal (issue 30; as accessCodeMail). */
export function taxpayerAccessCodeMail(to: string, name: string, code: string, locale: Locale): MailMessage {
  const w = WORDS[locale].taxpayerAccessCode;
  return message(
    to,
    w.subject,
    [w.code(name, code), w.howToUse, w.keepSafe],
    undefined,
    WORDS[locale].signature,
  );
}

/**
 * To the email already on file of a taxpayer whose access code was used to create its web account
 * or to change that account's address (issue 30): the new address masked, and how to report it.
 */
export function accountClaimedNotice(
  config: Config,
  to: string,
  what: 'created' | 'emailChanged',
  maskedEmail: string,
  locale: Locale,
): MailMessage {
  const w = WORDS[locale].accountClaimed;
  return message(
    to,
    w.subject,
    [w[what](maskedEmail), w.ifYou, w.ifNotYou(config.support.email, config.support.phone)],
    undefined,
    WORDS[locale].signature,
  );
}

/*
 * The outcome of a registration that created nothing (issue 16). The registration call answers the
 * same whatever happened, so the outcome goes by mail: to the account on file of the taxpayer whose
 * SSN or EIN was given, and to the address given.
 */

/** To the account on file of a taxpayer whose SSN or EIN someone tried to register again. */
export function registrationAttemptNotice(
  config: Config,
  to: string,
  what: 'SSN' | 'EIN',
  locale: Locale,
): MailMessage {
  const w = WORDS[locale].registrationAttempt;
  return message(
    to,
    w.subject,
    [w.tried(what), w.ifYou, w.ifNotYou(config.support.email, config.support.phone)],
    { url: portalLink(config, '/auth/login'), label: w.link },
    WORDS[locale].signature,
  );
}

/** To an address that already belongs to an account, given again to register. */
export function alreadyRegisteredMail(config: Config, to: string, locale: Locale): MailMessage {
  const w = WORDS[locale];
  return message(
    to,
    w.alreadyRegistered.subject,
    [...w.alreadyRegistered.paragraphs, w.ignore],
    { url: portalLink(config, '/auth/forgot-password'), label: w.alreadyRegistered.link },
    w.signature,
  );
}

/** To the address given with an SSN or EIN that is already registered: what to do instead. */
export function registrationNotCompletedMail(
  config: Config,
  to: string,
  what: 'SSN' | 'EIN',
  locale: Locale,
): MailMessage {
  const w = WORDS[locale];
  const r = w.registrationNotCompleted;
  return message(
    to,
    r.subject,
    [r.tried(what), r.whatToDo, r.contact(config.support.email, config.support.phone), w.ignore],
    { url: portalLink(config, '/auth/taxpayer-registration'), label: r.link },
    w.signature,
  );
}
