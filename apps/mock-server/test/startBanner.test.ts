import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_AUTHENTICATOR_KEY } from '../src/db/seed';
import { groupsOfFour, startBanner } from '../src/startBanner';

const ADDRESS = 'http://localhost:8080';
const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('start banner', () => {
  it('names the development mailbox, the demo accounts and the business accounts’ authenticator key', () => {
    const banner = startBanner({ url: ADDRESS, demo: true, production: false });
    expect(banner).toContain(`listening on ${ADDRESS}`);
    // Registration cannot be finished without its emailed link (issue 31, finding 8).
    expect(banner).toContain(`${ADDRESS}/dev/mailbox`);
    expect(banner).toContain('business@example.com');
    expect(banner).toContain(groupsOfFour(DEMO_AUTHENTICATOR_KEY));
    // README gives the same key in the same groups.
    expect(README).toContain(`\`${groupsOfFour(DEMO_AUTHENTICATOR_KEY)}\``);
  });

  it('without demo data names no account, and in production no mailbox (it answers 404 there)', () => {
    const dev = startBanner({ url: ADDRESS, demo: false, production: false });
    expect(dev).toContain('(no demo data)');
    expect(dev).toContain(`${ADDRESS}/dev/mailbox`);
    expect(dev).not.toContain('@example.com');
    const production = startBanner({ url: ADDRESS, demo: false, production: true });
    expect(production).not.toContain('/dev/mailbox');
  });
});
