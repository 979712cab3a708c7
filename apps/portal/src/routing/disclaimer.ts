import { DISCLAIMER_COOKIE } from '@citytax/api';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Whether the visitor has agreed; never, where there is no document (the build's prerendering). */
export function hasAcceptedDisclaimer(cookies: string = globalThis.document?.cookie ?? ''): boolean {
  // Parsed here rather than with readCookie of @citytax/api, whose module brings zod into the first paint.
  return cookies.split(';').some((part) => part.trim() === `${DISCLAIMER_COOKIE}=true`);
}

/** Records agreement in the `disclaimer` cookie (spec §3, §9: SameSite strict). */
export function acceptDisclaimer() {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DISCLAIMER_COOKIE}=true; SameSite=Strict; Path=/; Max-Age=${ONE_YEAR_S}${secure}`;
}
