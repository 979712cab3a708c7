import { intlLocale, type Locale } from '@citytax/api';

/*
 * The first use of `Intl` on a page loads the ICU data behind it: about 20 ms of CPU on this
 * machine, so about 80 ms on a phone four times slower, whichever call comes first (the rest cost
 * about 1 ms together). On a signed-in page that call came in the middle of the page's first
 * render: react-aria's locale check, then the money and date formats, one long task that held the
 * page back. A frame's first script (src/earlyStart.ts) makes the same calls once the frame has
 * painted, while the page is still waiting for the app's JavaScript, each in a task of its own, so
 * the render finds them ready (ADR 0042).
 */

/** The calls a signed-in page's first render makes first, in the page's language. */
export function intlWarmUps(locale: Locale): (() => unknown)[] {
  const tag = intlLocale(locale);
  return [
    // react-aria's default locale, then its text direction.
    () => Intl.DateTimeFormat.supportedLocalesOf([tag]),
    () => new Intl.Locale(tag).maximize(),
    // formatMoney and the percent format of @citytax/forms, the dates of the portal.
    () => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }).format(0),
    () => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(0),
  ];
}

/** Makes the calls of `intlWarmUps` one task after another, starting with the next task. */
export function warmIntl(
  locale: Locale,
  later: (run: () => void) => void = (run) => setTimeout(run, 0),
): void {
  const calls = intlWarmUps(locale);
  const next = () => {
    const call = calls.shift();
    if (!call) return;
    call();
    later(next);
  };
  later(next);
}
