// Finds the Chromium that every browser test uses: CHROMIUM_PATH, then
// Debian's /usr/bin/chromium, then Playwright's own download if one exists.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const INSTALL_HINT =
  'No Chromium found: install one with `apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary.';

/** @returns {string | undefined} */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright not installed or has no browser of its own.
  }
  return undefined;
}

/** Launch options for Playwright and Vitest's browser provider. */
export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(INSTALL_HINT);
  return { executablePath, args: CHROMIUM_ARGS };
}
