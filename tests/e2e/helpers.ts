import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { demoPasskeyCredentials } from '../support/secondStep';

/**
 * Waits until the page answers: a portal page arrives as HTML before its script (ADR 0042), and
 * the app marks `<html data-app="ready">` once it has hydrated or drawn the page.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

export const DEMO_PASSWORD = 'Demo-Password-1';

/**
 * Waits until every finite CSS animation and transition on the page has finished (a dialog's
 * 150 ms fade-in, say), so that axe measures colours as the user ends up seeing them and not a
 * half-faded frame. Infinite animations (spinners) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Starts adding up the page's layout shifts (the CLS entries of the Layout Instability API). */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) win.layoutShift += entry.value;
    }).observe({ type: 'layout-shift' });
  });
}

/** The layout shift added up since observeLayoutShifts. */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** Scans the page as it is now with axe (WCAG 2.0/2.1/2.2 A and AA) and expects no violations. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${state}`).toEqual([]);
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** The newest development-outbox message to an address, polling until it arrives. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  match: (m: OutboxMessage) => boolean = () => true,
): Promise<OutboxMessage> {
  for (let i = 0; i < 50; i++) {
    const response = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(response.ok()).toBe(true);
    const found = ((await response.json()) as OutboxMessage[]).find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to}`);
}

/** The path and query of the first link in a message that contains `fragment`. */
export function linkPath(message: OutboxMessage, fragment: string): string {
  const link = message.links.find((l) => l.includes(fragment));
  if (!link) throw new Error(`no ${fragment} link in "${message.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Agrees to the disclaimer and signs in (with the demo password unless given); ends on the dashboard. */
export async function agreeAndSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByRole('button', { name: 'I Agree' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await passSecondStepIfAsked(page);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Gives this page Chromium's virtual authenticator (a platform one, user verified), over CDP. */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Signature counters the virtual authenticators start from: each above the last (see addDemoPasskeys). */
let signCount = Math.floor(Date.now() / 1000);

/**
 * Gives this page a virtual authenticator (Chromium's, over CDP) that holds the demo business
 * accounts' passkeys. The server keeps a passkey's last signature counter and refuses one that
 * does not grow, so each authenticator starts above every earlier one of this worker.
 */
export async function addDemoPasskeys(page: Page): Promise<void> {
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  signCount += 100;
  for (const credential of demoPasskeyCredentials(new URL(page.url()).hostname, signCount))
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
}

/**
 * After a Log in that succeeds (the page leaves Log in): a demo business account must pass its
 * second step (issue 30), which it does with its passkey (`tests/support/secondStep.ts`); any
 * other account goes on as it was.
 */
export async function passSecondStepIfAsked(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname !== '/auth/login');
  const path = new URL(page.url()).pathname;
  if (path === '/auth/second-step/set-up') await setUpAuthenticatorApp(page);
  else if (path === '/auth/second-step') {
    await addDemoPasskeys(page);
    await page.getByRole('button', { name: /^(Use a passkey|Usar una llave de acceso)$/ }).click();
  } else return;
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/second-step'));
}

/**
 * On "Set Up a Second Sign-In Step" (a business account registered through the portal): an
 * authenticator app from the key shown as text, its code computed here; then the recovery codes
 * are marked saved and the sign-in goes on.
 */
export async function setUpAuthenticatorApp(page: Page): Promise<void> {
  const secret = ((await page.locator('[data-secret]').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel(/^Code from your authenticator app/).fill(authenticator.generate(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const saved = page.getByRole('checkbox', { name: 'I saved my recovery codes' });
  await saved.focus();
  await page.keyboard.press('Space');
  await expect(saved).toBeChecked();
  await page.getByRole('button', { name: 'Continue to your account' }).click();
}

/** The anti-forgery token of the request context, for an API call made as the portal would. */
export async function xsrfOf(request: APIRequestContext): Promise<string> {
  await request.get('/api/features/public');
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  return cookie.value;
}

/** Nine random digits that start with `lead`: a federal ID no other spec of the worker uses. */
const federalId = (lead: string) => `${lead}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * A new taxpayer with a confirmed account, made through the API as the screens would: a filer
 * whose forms no other spec of the worker touches. An individual by default; a business registers
 * with an EIN and files as itself. Answers the SSN or EIN it registered with.
 */
export async function createConfirmedUser(
  request: APIRequestContext,
  email: string,
  password: string,
  kind: 'individual' | 'business' = 'individual',
): Promise<{ federalId: string }> {
  const id = federalId(kind === 'individual' ? '7' : '8');
  const headers = { 'X-XSRF-TOKEN': await xsrfOf(request) };
  const address = { street: '100 Main St', city: 'Cleveland', state: 'OH', zip: '44114' };
  const registered =
    kind === 'individual'
      ? await request.post('/api/register/individual', {
          headers,
          data: {
            firstName: 'Robin',
            lastName: 'Tester',
            ssn: id,
            address,
            phoneNumber: '216-555-0199',
            email,
          },
        })
      : await request.post('/api/register/business', {
          headers,
          data: {
            businessName: 'Lakeside Test Works LLC',
            ein: id,
            address,
            phoneNumber: '216-555-0177',
            contactFirstName: 'Casey',
            contactLastName: 'Tester',
            email,
          },
        });
  expect(registered.status(), await registered.text()).toBe(200);
  // A business is also mailed its access code (issue 16): the confirmation is the mail with the link.
  const mail = await latestMail(request, email, (m) =>
    m.links.some((l) => l.includes('/confirm-registration')),
  );
  const token = new URL(`http://x${linkPath(mail, '/confirm-registration')}`).searchParams.get('token');
  const confirmed = await request.post('/api/register/confirm-email', {
    headers,
    data: { emailAddress: email, emailConfirmationToken: token, password },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { federalId: id };
}
