import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueAccessCode } from '../../apps/mock-server/src/accessCode';
import { taxpayers, userTaxpayers } from '../../apps/mock-server/src/db/schema';
import { listOutbox } from '../../apps/mock-server/src/mail/outbox';
import { client, createUser } from '../../apps/mock-server/test/helpers';
import { expectProblem, expectSecurityHeaders, type SecurityContext } from './support';

/*
 * Linking a business (issue 16, item 1; ADR 0023): the EIN and name are public, so linking proves
 * control with the business access code printed on the city's letters. Wrong codes are limited per
 * user and per EIN, search is limited per user, and the business is told of every new link.
 */

const LAKESHORE = { taxpayerId: '300001', ein: '341234567', businessName: 'Lakeshore Bakery' };
const CODE = '2345-6789-ABCD';
const WRONG = '2345-6789-ABCE';

export function describeBusinessLink(ctx: SecurityContext): void {
  describe('linking a business proves control (issue 16)', () => {
    /** A business of its own (no other case's failures count against its EIN), with CODE. */
    async function freshBusiness() {
      const id = String(randomInt(600_000_000, 699_999_999));
      const ein = String(randomInt(900_000_000, 999_999_999));
      const name = `Probe Target ${id}`;
      await ctx.database.db
        .insert(taxpayers)
        .values({ id, type: 2, name1: name, federalId: ein, email: `office-${id}@example.com` });
      await issueAccessCode(ctx.database.db, id, new Date(), CODE);
      return { id, ein, businessName: name, email: `office-${id}@example.com` };
    }

    async function businessUser() {
      const c = client(ctx.app);
      const email = await createUser(ctx.database, { isBusinessUser: true, taxpayerId: null });
      return { c, email, token: await c.token(email) };
    }

    const linksOf = async (taxpayerId: string) =>
      ctx.database.db.select().from(userTaxpayers).where(eq(userTaxpayers.taxpayerId, taxpayerId));

    it('the probe: newbusiness@example.com cannot link Lakeshore Bakery with its EIN and name', async () => {
      const c = client(ctx.app);
      const token = await c.token('newbusiness@example.com');
      const before = await linksOf(LAKESHORE.taxpayerId);
      const bare = await c.post(
        '/api/ein/add-ein',
        { ein: LAKESHORE.ein, businessName: 'Lakeshore Bakery' },
        token,
      );
      expectProblem(bare, 400, 'validation-error');
      const guessed = await c.post('/api/ein/add-ein', { ...LAKESHORE, accessCode: WRONG }, token);
      expectProblem(guessed, 400, 'access-code-incorrect');
      expectSecurityHeaders(guessed, '/api/ein/add-ein');
      // Nothing beyond what search shows: no taxpayer ID, name, address or who is linked.
      expect(Object.keys(guessed.json()).sort()).toEqual(['detail', 'errors', 'status', 'title', 'type']);
      expect(guessed.body).not.toMatch(/300001|Lakeshore|Lakeside|216-555|business@example\.com/);
      expect(await linksOf(LAKESHORE.taxpayerId)).toEqual(before);
      expect((await c.get(`/api/taxpayer-info?id=${LAKESHORE.taxpayerId}`, token)).statusCode).toBe(403);
    });

    it('per user: the sixth wrong code in 15 minutes is 429 with Retry-After, whatever the business', async () => {
      const { c, token } = await businessUser();
      for (let i = 0; i < 5; i++) {
        const target = await freshBusiness();
        expectProblem(await c.post('/api/ein/add-ein', { ...target, accessCode: WRONG }, token), 400);
      }
      const target = await freshBusiness();
      const limited = await c.post('/api/ein/add-ein', { ...target, accessCode: CODE }, token);
      expectProblem(limited, 429, 'too-many-requests');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
      expect(await linksOf(target.id)).toEqual([]);
    });

    it('per EIN: five wrong codes from five users stop a sixth user, right code or not', async () => {
      const target = await freshBusiness();
      for (let i = 0; i < 5; i++) {
        const { c, token } = await businessUser();
        expectProblem(await c.post('/api/ein/add-ein', { ...target, accessCode: WRONG }, token), 400);
      }
      const { c, token } = await businessUser();
      const limited = await c.post('/api/ein/add-ein', { ...target, accessCode: CODE }, token);
      expectProblem(limited, 429, 'too-many-requests');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
      expect(await linksOf(target.id)).toEqual([]);
    });

    it('search: the 21st in 15 minutes from one user is 429 with Retry-After', async () => {
      const { c, token } = await businessUser();
      const target = await freshBusiness();
      for (let i = 0; i < 20; i++)
        expect(
          (await c.post('/api/ein/search', { ein: target.ein, businessName: `x${i}` }, token)).statusCode,
        ).toBe(404);
      const limited = await c.post(
        '/api/ein/search',
        { ein: target.ein, businessName: target.businessName },
        token,
      );
      expectProblem(limited, 429, 'too-many-requests');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('a link with the right code tells the users already linked and the business email on file', async () => {
      const target = await freshBusiness();
      const owner = await createUser(ctx.database, {
        isBusinessUser: true,
        taxpayerId: target.id,
        linked: [target.id],
      });
      const { c, email, token } = await businessUser();
      const res = await c.post('/api/ein/add-ein', { ...target, accessCode: CODE }, token);
      expect(res.statusCode).toBe(200);
      for (const to of [owner, target.email]) {
        const [notice] = await listOutbox(ctx.database.db, to);
        expect(notice?.subject).toBe(`An account was linked to ${target.businessName}`);
        expect(notice?.text).not.toContain(target.ein);
        expect(notice?.text).not.toContain(email);
      }
    });
  });
}
