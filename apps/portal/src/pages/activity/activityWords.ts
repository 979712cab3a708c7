import { intlLocale, type ActivityEvent } from '@citytax/api';
import { formatMoney, paymentMessages } from '@citytax/forms';
import { activityEn } from '../../messages/activity.en';

/*
 * What Account activity says of each event (issue 30, ADR 0048): a sentence per kind, the facts the
 * record keeps (form, year, confirmation, amount, the last four digits), when, and who.
 */

const t = activityEn;

/** An instant as a date and time in the page's language, in `timeZone` (the viewer's own when omitted). */
export function formatDateTime(instant: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(instant));
}

/** The facts of an event's detail worth saying, in the order a reader wants them. */
function factsOf({ kind, detail }: ActivityEvent): string[] {
  const facts: string[] = [];
  if (kind === 'signin.failure' && detail.reason) facts.push(t.reasons[detail.reason]);
  if (detail.formType) {
    const form = paymentMessages.formTypes[detail.formType];
    facts.push(detail.taxYear ? t.events.formYear(form, detail.taxYear) : form);
  }
  if (detail.confirmationNumber) facts.push(t.events.confirmation(detail.confirmationNumber));
  if (detail.amountCents !== undefined) facts.push(formatMoney(detail.amountCents / 100));
  if (detail.accountLast4) {
    facts.push(
      detail.method === 'bank'
        ? t.events.paymentBank(detail.accountLast4)
        : t.events.paymentCard(detail.accountLast4),
    );
  }
  return facts;
}

/**
 * The event as a sentence: "Made a payment: Individual Estimate, tax year 2026; $88.00; card ending
 * in 4242". Undefined for a kind this page has no words for (it is then left off, not mislabelled).
 */
export function describeEvent(event: ActivityEvent): string | undefined {
  const sentence = (t.kinds as Record<string, string | undefined>)[event.kind];
  if (!sentence) return undefined;
  const facts = factsOf(event);
  return facts.length > 0 ? `${sentence}: ${facts.join('; ')}` : sentence;
}

/** Who acted, as the account holder is told. */
export const actorOf = (event: ActivityEvent): string => t.actors[event.by];
