import type { Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { test as base, expect } from './fixtures';
import { addVirtualAuthenticator, createConfirmedUser, expectNoAxeViolations } from './helpers';
import { startServer, type RunningServer } from './server';
import { secondStepFormMessages } from '../../packages/forms/src/messages/secondStep.en';
import { secondStepFormMessagesEs } from '../../packages/forms/src/messages/secondStep.es';
import { en } from '../../apps/portal/src/messages/en';
import { es } from '../../apps/portal/src/messages/es';
import { loginEn } from '../../apps/portal/src/messages/login.en';
import { loginEs } from '../../apps/portal/src/messages/login.es';
import { secondStepEn } from '../../apps/portal/src/messages/secondStep.en';
import { secondStepEs } from '../../apps/portal/src/messages/secondStep.es';

/*
 * Issue 30, ADR 0045: the second sign-in step in Chromium against a real server. A new account sets
 * up an authenticator app by keyboard (its code computed here from the key shown as text), signs
 * out, signs in with password and code; a code used once is refused; a recovery code works once. A
 * passkey is added and used through Chromium's virtual authenticator. A business registered through
 * the portal must have one and sets it up at its first sign-in. Each new page state is scanned with axe at 375 and 1280 px in
 * English and Spanish.
 *
 * WebAuthn takes no IP address as relying party, so this spec runs against a server of its own whose
 * PUBLIC_URL (and so its RP ID and origin) is http://localhost:<port>.
 */

const BASE_PORT = Number(process.env.E2E_SECOND_STEP_PORT ?? 18_300);
const PASSWORD = 'Cuyahoga-Valley-30';
const STEP_MS = 30_000;
const WRONG = 'That code is not right, or it has already been used. Try the newest code.';

const serverEnv = (port: number): Record<string, string> => ({
  NODE_ENV: 'test',
  EMAIL_RATE_LIMIT_MAX: '100',
  SIGNIN_RATE_LIMIT_MAX: '100',
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  PAYMENT_PROVIDER_PORT: String(port + 1),
  PAYMENT_PROVIDER_URL: `http://127.0.0.1:${port + 1}`,
});

const test = base.extend<object, { localPortal: RunningServer & { port: number } }>({
  localPortal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, provide, workerInfo) => {
      const port = BASE_PORT + 4 * workerInfo.parallelIndex;
      const server = await startServer(port, serverEnv(port));
      await provide({ ...server, port });
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ localPortal }, provide) => {
    await provide(`http://localhost:${localPortal.port}`);
  },
});

const unique = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const codeField = (page: Page) => page.getByLabel(/^Code from your authenticator app/);
const summary = (page: Page) =>
  page.getByRole('heading', { name: 'There is a problem' }).locator('xpath=ancestor::*[@tabindex="-1"][1]');

/** Waits for the next 30 s step, so a code not yet used exists. */
async function nextStep() {
  await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 1_000));
}

async function logIn(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function agreeAndLogIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'I Agree' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await logIn(page, email);
}

async function logOut(page: Page) {
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/(logged-out|login)/);
  await expect(page.getByRole('link', { name: 'Log out' })).toHaveCount(0);
}

/** Types into the focused field by keyboard, replacing what it held, and presses Enter. */
async function typeAndEnter(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** Ticks "I saved my recovery codes" and continues, by keyboard. */
async function savedAndContinue(page: Page, button: string) {
  await page.getByRole('button', { name: button }).focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('checkbox', { name: 'I saved my recovery codes' });
  await expect(box).toBeFocused();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await page.getByRole('button', { name: button }).focus();
  await page.keyboard.press('Enter');
}

test('an authenticator app set up by keyboard; password and code sign in; a used code is refused; a recovery code works once', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = unique('second.step.app');
  await createConfirmedUser(request, email, PASSWORD);
  await agreeAndLogIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/account-security');
  await expect(h1(page, 'Account Security')).toBeFocused();
  await expect(page.getByText('Off. Only your password protects this account.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('img', { name: /^QR code for City Tax e-File/ })).toBeVisible();
  const shown = (await page.locator('[data-secret]').textContent()) ?? '';
  expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const secret = shown.replace(/\s/g, '');
  expect(page.url()).not.toContain(secret);

  // A wrong code: on the field and in the summary, which takes focus.
  await codeField(page).focus();
  await typeAndEnter(page, '000000');
  await expect(summary(page)).toBeFocused();
  await expect(codeField(page)).toHaveAccessibleDescription(new RegExp(WRONG.replace(/\./g, '\\.')));
  await codeField(page).focus();
  await typeAndEnter(page, authenticator.generate(secret));

  // The ten recovery codes, once.
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  await savedAndContinue(page, 'Continue');
  await expect(page.getByText('Authenticator app: set up.')).toBeVisible();
  await expect(page.getByText('10 recovery codes left.')).toBeVisible();
  await expect(page.getByText(codes[0]!)).toHaveCount(0);

  // Signing in now owes the code; the token is nowhere in the URL.
  await logOut(page);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/auth\/second-step$/);
  await expect(h1(page, 'Second Sign-In Step')).toBeFocused();
  await nextStep();
  const code = authenticator.generate(secret);
  await codeField(page).focus();
  await typeAndEnter(page, code);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The same code again: refused.
  await logOut(page);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/auth\/second-step$/);
  await codeField(page).focus();
  await typeAndEnter(page, code);
  await expect(summary(page)).toBeFocused();
  await expect(summary(page)).toContainText(WRONG);

  // A recovery code instead: it works once.
  await page.getByRole('button', { name: 'Use a recovery code' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Recovery code/)).toBeFocused();
  await typeAndEnter(page, codes[0]!);
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);
  await logIn(page, email);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel(/^Recovery code/).focus();
  await typeAndEnter(page, codes[0]!);
  await expect(summary(page)).toContainText(WRONG);
  await page.getByLabel(/^Recovery code/).focus();
  await typeAndEnter(page, codes[1]!);
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** Where screenshots of every scanned state go, when set (README "Visual review" is for baselines). */
const SHOTS_DIR = process.env.SECOND_STEP_SHOTS_DIR;

/** Scans the page as it is at 375 and 1280 px (a resize keeps the page's state; a language change reloads it). */
async function scanBothWidths(page: Page, state: string, language: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${state}, ${language}, ${width} px`);
    if (SHOTS_DIR)
      await page.screenshot({ path: `${SHOTS_DIR}/${state}-${language}-${width}.png`, fullPage: true });
  }
}

const WORDS = {
  en: { page: secondStepEn, form: secondStepFormMessages, login: loginEn, logout: en.app.logout },
  es: { page: secondStepEs, form: secondStepFormMessagesEs, login: loginEs, logout: es.app.logout },
} as const;

for (const language of ['en', 'es'] as const) {
  test(`every new page state has no axe violations at 375 and 1280 px (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const w = WORDS[language];
    const scan = (state: string) => scanBothWidths(page, state, language);
    const summaryOf = () =>
      page
        .getByRole('heading', { name: w.form.code.errorsTitle })
        .locator('xpath=ancestor::*[@tabindex="-1"][1]');
    const code = () => page.getByLabel(new RegExp(`^${w.form.code.totpLabel}`));
    const email = unique(`second.step.axe.${language}`);
    await createConfirmedUser(request, email, PASSWORD);
    await agreeAndLogIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    if (language === 'es') {
      await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    }
    await page.goto('/account-security');
    await expect(page.getByText(w.page.security.off)).toBeVisible();
    await scan('security-off');

    await page.getByRole('button', { name: w.page.app.start }).click();
    await expect(page.getByRole('img', { name: w.page.app.qrAlt })).toBeVisible();
    const secret = ((await page.locator('[data-secret]').textContent()) ?? '').replace(/\s/g, '');
    await scan('app-setup');
    await code().focus();
    await typeAndEnter(page, '000000');
    await expect(summaryOf()).toBeFocused();
    await scan('app-setup-wrong-code');
    await code().focus();
    await typeAndEnter(page, authenticator.generate(secret));
    await expect(page.getByRole('heading', { name: w.page.recovery.heading })).toBeVisible();
    await scan('recovery-codes');
    await page.getByRole('button', { name: w.page.recovery.continue }).click();
    await expect(page.getByRole('checkbox', { name: w.page.recovery.saved })).toBeFocused();
    await scan('recovery-codes-not-ticked');
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: w.page.recovery.continue }).click();
    await expect(page.getByText(w.page.security.appOn)).toBeVisible();
    await scan('security-on');

    await page.getByRole('button', { name: w.page.security.removeApp }).click();
    await page.getByRole('button', { name: w.page.security.removeApp }).click();
    await expect(summaryOf()).toBeFocused();
    await scan('remove-app-errors');
    await page.getByRole('button', { name: w.page.security.cancel }).click();

    await page.getByRole('link', { name: w.logout }).click();
    await expect(page).toHaveURL(/\/auth\/(logged-out|login)/);
    await expect(page.getByRole('link', { name: w.logout })).toHaveCount(0);
    await page.goto('/auth/login');
    await page.getByLabel(w.login.email).fill(email);
    await page.getByLabel(w.login.password).fill(PASSWORD);
    await page.getByRole('button', { name: w.login.submit }).click();
    await expect(page).toHaveURL(/\/auth\/second-step$/);
    await expect(h1(page, w.page.signIn.title)).toBeFocused();
    await scan('second-step');
    await code().focus();
    await typeAndEnter(page, '000000');
    await expect(summaryOf()).toBeFocused();
    await scan('second-step-wrong-code');
    await page.getByRole('button', { name: w.form.code.useRecovery }).click();
    await expect(page.getByLabel(new RegExp(`^${w.form.code.recoveryLabel}`))).toBeFocused();
    await scan('second-step-recovery');
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/auth/second-step');
    await expect(page.getByRole('link', { name: w.page.signIn.logInAgain })).toBeVisible();
    await expect(page.getByRole('link', { name: w.logout })).toHaveCount(0);
    await scan('second-step-expired');
  });
}

test('a passkey added and used through Chromium’s virtual authenticator', async ({ page, request }) => {
  test.setTimeout(90_000);
  await addVirtualAuthenticator(page);
  const email = unique('second.step.passkey');
  await createConfirmedUser(request, email, PASSWORD);
  await agreeAndLogIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account-security');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const name = page.getByLabel(/^Passkey name/);
  await scanBothWidths(page, 'passkey-add', 'en');
  await name.focus();
  await typeAndEnter(page, 'Test laptop');
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  await savedAndContinue(page, 'Continue');
  await expect(page.getByText(/^Test laptop/)).toBeVisible();

  await logOut(page);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/auth\/second-step$/);
  await page.getByRole('button', { name: 'Use a passkey' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a business registered through the portal sets up a second step at its first sign-in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Registration puts every business account on the list of those that must have one (issue 30).
  const email = unique('second.step.business');
  await createConfirmedUser(request, email, PASSWORD, 'business');
  await agreeAndLogIn(page, email);
  await expect(page).toHaveURL(/\/auth\/second-step\/set-up$/);
  await expect(h1(page, 'Set Up a Second Sign-In Step')).toBeFocused();
  await expect(page.getByRole('link', { name: 'Log out' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^QR code for City Tax e-File/ })).toBeVisible();
  await scanBothWidths(page, 'business-set-up', 'en');
  const secret = ((await page.locator('[data-secret]').textContent()) ?? '').replace(/\s/g, '');
  await codeField(page).focus();
  await typeAndEnter(page, authenticator.generate(secret));
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  await savedAndContinue(page, 'Continue to your account');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account-security');
  await expect(page.getByText('Business accounts must keep a second sign-in step.')).toBeVisible();
});
