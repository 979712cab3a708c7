import { ACTIVITY_ACTORS, AUDIT_EVENT_KINDS, setLanguage, type ActivityEvent } from '@citytax/api';
import { afterEach, describe, expect, it } from 'vitest';
import { showSpanish } from '../../i18n/spanish';
import { activityEn } from '../../messages/activity.en';
import { activityEs } from '../../messages/activity.es';
import { actorOf, describeEvent, formatDateTime } from './activityWords';

/*
 * Every kind of the audit record and every actor has words in both languages, so the page never
 * shows an event without them; a kind added to AUDIT_EVENT_KINDS without words fails here.
 */

const event = (over: Partial<ActivityEvent>): ActivityEvent => ({
  id: '1',
  at: '2026-03-02T15:04:00.000Z',
  kind: 'signin.success',
  by: 'you',
  detail: {},
  address: null,
  device: null,
  ...over,
});

afterEach(() => setLanguage('en'));

describe('words of Account activity', () => {
  it.each([
    ['English', activityEn],
    ['Spanish', activityEs],
  ])('every audit kind and actor has words in %s, each its own', (_, catalog) => {
    expect(Object.keys(catalog.kinds).sort()).toEqual([...AUDIT_EVENT_KINDS].sort());
    for (const kind of AUDIT_EVENT_KINDS) expect(catalog.kinds[kind].trim()).not.toBe('');
    expect(new Set(Object.values(catalog.kinds)).size).toBe(AUDIT_EVENT_KINDS.length);
    expect(Object.keys(catalog.actors).sort()).toEqual([...ACTIVITY_ACTORS].sort());
  });

  it.each(AUDIT_EVENT_KINDS)('%s is described in both languages', (kind) => {
    expect(describeEvent(event({ kind }))).toBe(activityEn.kinds[kind]);
    showSpanish();
    expect(describeEvent(event({ kind }))).toBe(activityEs.kinds[kind]);
  });

  it('leaves off a kind it has no words for rather than mislabel it', () => {
    expect(describeEvent(event({ kind: 'audit.unknown' as ActivityEvent['kind'] }))).toBeUndefined();
  });

  it.each([
    [{ kind: 'signin.failure', detail: { reason: 'locked' } }, 'Failed sign-in attempt: too many attempts'],
    [
      {
        kind: 'form.filed',
        detail: { formType: 'CityTaxForm', taxYear: 2025, confirmationNumber: 'CT-2025-AB12-CD34' },
      },
      'Filed a form: Individual Annual Return, tax year 2025; confirmation number CT-2025-AB12-CD34',
    ],
    [
      { kind: 'payment.started', detail: { amountCents: 123456, method: 'bank', accountLast4: '6789' } },
      'Started a payment: $1,234.56; bank account ending in 6789',
    ],
    [{ kind: 'form.deleted', detail: { formType: 'Form1099' } }, 'Deleted a form: 1099'],
  ] as const)('%o reads "%s"', (over, words) => {
    expect(describeEvent(event(over as Partial<ActivityEvent>))).toBe(words);
  });

  it('says who acted, in both languages', () => {
    expect(actorOf(event({ by: 'staff' }))).toBe('City Tax staff');
    showSpanish();
    expect(actorOf(event({ by: 'representative' }))).toBe('Un representante');
  });

  it('gives the date and time in the page language and the given time zone', () => {
    expect(formatDateTime('2026-03-02T15:04:00.000Z', 'America/New_York')).toBe('Mar 2, 2026, 10:04 AM');
    showSpanish();
    expect(formatDateTime('2026-03-02T15:04:00.000Z', 'America/New_York')).toBe(
      new Intl.DateTimeFormat('es-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'America/New_York',
      }).format(new Date('2026-03-02T15:04:00.000Z')),
    );
    expect(formatDateTime('2026-03-02T15:04:00.000Z', 'America/New_York')).toMatch(/2 mar 2026/);
  });
});
