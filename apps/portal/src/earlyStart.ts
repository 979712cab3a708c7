import { initialLocale } from './i18n/language';
import { warmIntl } from './i18n/warmIntl';
import { afterPaint } from './routing/afterFirstPaint';
import { startRouteReads } from './routing/earlyReads';
import { readStoredUser } from './state/storedUser';

/*
 * The first script a frame runs (ADR 0042): a signed-in page's reads, started as soon as this small
 * entry has loaded, not once the app's entry has (which waits for React, the largest file). A
 * frame loads it `async`, before the app's module script; the app starts the same reads again,
 * which does nothing for those already started (`startEarlyReads`), so a page without this script
 * (the dev server's) reads as before. Once the frame is on screen, while the app's JavaScript is
 * still on its way, the page's first Intl calls load their data (`warmIntl`), which the page's
 * render would otherwise wait for.
 */
const user = readStoredUser();
const locale = initialLocale();
if (user) startRouteReads(location.pathname, user, locale);
afterPaint(() => warmIntl(locale));
