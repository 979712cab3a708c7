import type { Config } from '../config';
import type { ConfirmationFacts } from '../confirmationFacts';
import { amountPaidText, filingTitle, formatDateTime, formName, periodText } from '../filingWords.en';
import type { MailMessage } from './outbox';

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
  paragraphs: string[],
  link?: { url: string; label: string },
): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), 'City Tax e-File'].join(
    '\n\n',
  );
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    '<p>City Tax e-File</p>',
  ].join('\n');
  return { to, subject, text, html };
}

const IGNORE = 'If you did not ask for this, you can ignore this email.';

export function registrationMail(config: Config, to: string, token: string): MailMessage {
  const url = portalLink(config, '/confirm-registration', { email: to, token });
  return message(
    to,
    'Confirm your City Tax e-File account',
    [
      'Thank you for registering for City Tax e-File.',
      'Confirm your email address and set your password with the link below. The link works once and expires in 24 hours.',
      IGNORE,
    ],
    { url, label: 'Confirm your email address' },
  );
}

export function legacyMail(config: Config, to: string, token: string): MailMessage {
  const url = portalLink(config, '/confirm-legacy-email', { token, email: to });
  return message(
    to,
    'Confirm your email address and set a new password',
    [
      'We have changed how account sign in works. You will need to confirm your email address and set a new password.',
      'Use the link below. It works once and expires in 24 hours.',
      IGNORE,
    ],
    { url, label: 'Confirm your email address and set a new password' },
  );
}

export function resetMail(config: Config, to: string, token: string): MailMessage {
  const url = portalLink(config, '/auth/reset-password', { email: to, token });
  return message(
    to,
    'Reset your City Tax e-File password',
    [
      'Someone asked to reset the password of your City Tax e-File account.',
      'Choose a new password with the link below. It works once and expires in 1 hour. Resetting signs you out everywhere.',
      IGNORE,
    ],
    { url, label: 'Reset your password' },
  );
}

export function emailChangeMail(config: Config, to: string, token: string, id: string): MailMessage {
  const url = portalLink(config, '/confirm-email', { token, email: to, id });
  return message(
    to,
    'Confirm your new email address',
    [
      'You asked to use this address for your City Tax e-File account.',
      'Confirm it with the link below. The link works once and expires in 24 hours.',
      IGNORE,
    ],
    { url, label: 'Confirm your new email address' },
  );
}

export function emailChangedNotice(to: string, newEmail: string): MailMessage {
  return message(to, 'Your City Tax e-File email address was changed', [
    `The email address of your City Tax e-File account was changed to ${newEmail}.`,
    'If you did not make this change, contact support right away.',
  ]);
}

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
): MailMessage {
  const title = filingTitle(facts);
  return message(
    to.email,
    `Your ${title} was filed: ${facts.confirmationNumber}`,
    [
      `Hello ${to.firstName},`,
      `Your ${title} has been filed. Your confirmation:`,
      `Confirmation number: ${facts.confirmationNumber}`,
      `Form: ${formName(facts.taxFormType)}`,
      `Tax year: ${facts.taxYear}`,
      ...(facts.period ? [`Period: ${periodText(facts.period, facts.taxYear)}`] : []),
      `Amount paid: ${amountPaidText(facts)}`,
      `Filed: ${formatDateTime(facts.filedAt)}`,
      'Keep the confirmation number for your records. The confirmation page has a PDF copy of the form to download or print.',
    ],
    { url: portalLink(config, `/form/${facts.id}/confirmation`), label: 'View your confirmation' },
  );
}
