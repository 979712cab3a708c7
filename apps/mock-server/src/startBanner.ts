import {
  DEMO_ACCESS_CODES,
  DEMO_ACCOUNTS,
  DEMO_AUTHENTICATOR_KEY,
  DEMO_PASSWORD,
  SEED_REGISTRATION_STATUSES,
} from './db/seed';

/** The demo authenticator key in groups of four, as README and an authenticator app show it. */
export const groupsOfFour = (key: string) => key.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * What the server prints when it listens: its address; outside production the development
 * mailbox, where registration and reset links arrive (issue 31); with demo data the demo accounts,
 * the business accounts' authenticator key and the registration demo taxpayers.
 */
export function startBanner(options: { url: string; demo: boolean; production: boolean }): string {
  const { url, demo, production } = options;
  const mailbox = production
    ? ''
    : `Mail the portal sends (registration, reset and notice links): ${url}/dev/mailbox\n\n`;
  if (!demo) return `\nCity Tax e-File server listening on ${url} (no demo data)\n\n${mailbox}`;
  const rows = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(26)} ${a.outcome}`);
  const statuses = SEED_REGISTRATION_STATUSES.map(
    (s) =>
      `  ${s.taxpayerId.padEnd(8)} ${s.status.padEnd(28)} ${s.federalIdLast4 ? `last4 ${s.federalIdLast4} zip ${s.zip} access code ${DEMO_ACCESS_CODES[s.taxpayerId] ?? '-'}` : ''}`,
  );
  return (
    `\nCity Tax e-File server listening on ${url}\n\n${mailbox}` +
    `Demo accounts (password ${DEMO_PASSWORD}):\n${rows.join('\n')}\n\n` +
    `The business accounts' second sign-in step: the authenticator app key ${groupsOfFour(DEMO_AUTHENTICATOR_KEY)}\n\n` +
    `Registration demo taxpayers:\n${statuses.join('\n')}\n\n`
  );
}
