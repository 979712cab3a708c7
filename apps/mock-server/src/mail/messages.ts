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

/**
 * Told to every user already linked to a business and to the business's email on file when an
 * account links it (issue 16): who (first name, masked address), when, and what to do if unexpected.
 * No FEIN beyond its last four digits.
 */
export function businessLinkedNotice(
  config: Config,
  to: { email: string; firstName: string | null },
  business: { name: string; ein: string },
  linkedBy: { firstName: string; maskedEmail: string },
  at: Date,
): MailMessage {
  return message(to.email, `An account was linked to ${business.name}`, [
    ...(to.firstName ? [`Hello ${to.firstName},`] : []),
    `On ${formatDateTime(at)}, the City Tax e-File account of ${linkedBy.firstName} (${linkedBy.maskedEmail}) was linked to ${business.name} (EIN ending ${business.ein.slice(-4)}) with the business access code. That account can now see the business's information and file and pay its city tax forms.`,
    'If you expected this, there is nothing to do.',
    `If you did not expect it, contact support right away at ${config.support.email} or ${config.support.phone}. Support can remove the link and send the business a new access code.`,
  ]);
}

/**
 * The business access code of a business registered through the portal (issue 16). The city
 * prints a business's code on its letters; in this demo the registration also mails it.
 */
export function accessCodeMail(to: string, business: { name: string }, code: string): MailMessage {
  return message(to, `The business access code of ${business.name}`, [
    `The business access code of ${business.name} is: ${code}`,
    'A City Tax e-File account needs this code to link the business (Manage Business Accounts, then Add). The city also prints it on the letters it sends to the business.',
    'Keep it safe and share it only with the people who file for this business.',
  ]);
}

/*
 * The outcome of a registration that created nothing (issue 16). The registration call answers the
 * same whatever happened, so the outcome goes by mail: to the account on file of the taxpayer whose
 * SSN or EIN was given, and to the address given.
 */

/** To the account on file of a taxpayer whose SSN or EIN someone tried to register again. */
export function registrationAttemptNotice(config: Config, to: string, what: 'SSN' | 'EIN'): MailMessage {
  return message(
    to,
    'Someone tried to register your taxpayer again',
    [
      `Someone tried to register a new City Tax e-File account with the ${what} of the taxpayer your account represents. No account was created and nothing was changed.`,
      'If it was you: you already have an account. Sign in with this email address, or choose Forgot password on the sign-in page if you do not remember your password.',
      `If it was not you, you do not need to do anything. If you keep getting this email, contact support at ${config.support.email} or ${config.support.phone}.`,
    ],
    { url: portalLink(config, '/auth/login'), label: 'Sign in' },
  );
}

/** To an address that already belongs to an account, given again to register. */
export function alreadyRegisteredMail(config: Config, to: string): MailMessage {
  return message(
    to,
    'You already have a City Tax e-File account',
    [
      'Someone tried to register a new City Tax e-File account with this email address. It already belongs to an account, so no new account was created.',
      'If it was you, sign in with this email address. If you do not remember your password, you can choose a new one with the link below.',
      IGNORE,
    ],
    { url: portalLink(config, '/auth/forgot-password'), label: 'Choose a new password' },
  );
}

/** To the address given with an SSN or EIN that is already registered: what to do instead. */
export function registrationNotCompletedMail(config: Config, to: string, what: 'SSN' | 'EIN'): MailMessage {
  return message(
    to,
    'Your City Tax e-File registration could not be completed',
    [
      `Someone, probably you, asked to register for City Tax e-File with this email address. We could not create an account with the ${what} that was given.`,
      'If you have filed city taxes before, the taxpayer may already be registered. Sign in if you have an account. If not, find out how to get one with the taxpayer ID printed on the letters the city sent you, using the link below.',
      `If that does not help, contact support at ${config.support.email} or ${config.support.phone}.`,
      IGNORE,
    ],
    { url: portalLink(config, '/auth/taxpayer-registration'), label: 'Find out how to get an account' },
  );
}
