import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  citiesResponseSchema,
  citiesToTaxRules,
  cityTaxFormResponseSchema,
  form1099Schema,
  formW2Schema,
  type CitiesResponse,
  type Form1099Request,
  type FormW2Request,
} from '@citytax/api';
import { previewSummary } from '../../../packages/forms/src/annual-return-summary/previewSummary';
import { priorYearCredits, taxpayers } from '../src/db/schema';
import { client, createUser, drivers, makeApp, openTestDb, type TestDatabase } from './helpers';

/*
 * The annual return's live preview equals the server's summary to the cent (ADR 0017; issue 17): for
 * random W-2s (any locality, box 5, 18 and 19 in dollars and cents) and 1099s, a return stored
 * through the real routes is summed by the server, and previewSummary, fed the W-2s and 1099s as
 * the page holds them and the city table of GET /api/cities for the return's tax year (as the page
 * loads it), gives the same summary. For every member city as the residence.
 */

type Client = ReturnType<typeof client>;

/** Dollars with cents, from whole cents, so every amount is one the form accepts. */
const dollars = (maxCents: number) => fc.integer({ min: 0, max: maxCents }).map((cents) => cents / 100);

/** A W-2 of any locality: box 18 often equals box 5, sometimes not (then more or less than it). */
const w2Of = (localities: readonly string[]) =>
  fc
    .record({
      locality: fc.constantFrom(...localities),
      medicareWages: dollars(25_000_000),
      otherLocalWages: fc.option(dollars(25_000_000), { freq: 2 }),
      localTaxWithheld: dollars(800_000),
    })
    .map(({ locality, medicareWages, otherLocalWages, localTaxWithheld }): FormW2Request => ({
      w2Number: 1,
      employerName: 'Random Employer',
      employerEin: '341234567',
      workCity: locality,
      medicareWages,
      localWages: otherLocalWages ?? medicareWages,
      localTaxWithheld,
      locality,
    }));

const form1099 = dollars(10_000_000).map((amount): Form1099Request => ({
  payerName: 'Random Payer',
  payerTin: '341234568',
  amount,
}));

describe.each(drivers)('the annual return preview equals the server summary (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cities: CitiesResponse;
  let nextTaxpayer = 970_000;

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database);
    const res = await client(app).get('/api/cities');
    expect(res.statusCode, res.body).toBe(200);
    cities = citiesResponseSchema.parse(res.json());
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  /** A signed-in filer of their own, with a prior-year credit on record for the tax year. */
  async function filer(priorYearCreditCents: number): Promise<{ c: Client; token: string }> {
    const taxpayerId = String(nextTaxpayer++);
    await database.db.insert(taxpayers).values({ id: taxpayerId, type: 0, name1: 'Prop', name2: 'Erty' });
    await database.db
      .insert(priorYearCredits)
      .values({ taxpayerId, taxYear: cities.taxYear, amountCents: priorYearCreditCents });
    const email = await createUser(database, { isBusinessUser: false, taxpayerId });
    const c = client(app);
    return { c, token: await c.token(email) };
  }

  const ok = <T>(
    res: { statusCode: number; body: string; json: () => unknown },
    parse: (v: unknown) => T,
  ) => {
    expect(res.statusCode, res.body).toBe(200);
    return parse(res.json());
  };

  it('the cities answer the residence cities and every locality', () => {
    expect(cities.cities.filter((c) => c.member).map((c) => c.code)).toEqual(['BRT', 'CLE', 'GTN']);
    expect(cities.cities).toHaveLength(8);
  });

  it.each(['BRT', 'CLE', 'GTN'])(
    'for a resident of %s, to the cent, over random W-2s and 1099s',
    async (residenceCity) => {
      const { c, token } = await filer(1_234);
      const localities = cities.cities.map((city) => city.code);
      await fc.assert(
        fc.asyncProperty(
          fc.array(w2Of(localities), { maxLength: 4 }),
          fc.array(form1099, { maxLength: 2 }),
          async (w2s, form1099s) => {
            await c.send({ method: 'DELETE', url: '/api/city-tax-form', token });
            ok(
              await c.send({ method: 'PUT', url: '/api/city-tax-form', payload: { residenceCity }, token }),
              cityTaxFormResponseSchema.parse,
            );
            const savedW2s = [];
            for (const w2 of w2s)
              savedW2s.push(ok(await c.post('/api/form-w2', w2, token), formW2Schema.parse));
            const saved1099s = [];
            for (const f of form1099s)
              saved1099s.push(ok(await c.post('/api/form1099', f, token), form1099Schema.parse));

            const form = ok(
              await c.get('/api/city-tax-form', token),
              cityTaxFormResponseSchema.parse,
            ).cityTaxForm;
            expect(form?.summary).toBeTruthy();
            // The page's preview: its city table from GET /api/cities of the return's tax year.
            const answer = ok(
              await c.get(`/api/cities?taxYear=${form!.taxYear}`),
              citiesResponseSchema.parse,
            );
            const preview = previewSummary(
              {
                taxYear: form!.taxYear,
                residenceCity,
                w2s: savedW2s,
                form1099s: saved1099s,
                estimatesPaid: form!.summary!.estimatesPaid,
                priorYearCredit: form!.summary!.priorYearCredit,
              },
              citiesToTaxRules(answer),
            );
            expect(preview).toEqual(form!.summary);
          },
        ),
        { numRuns: 12 },
      );
      await c.send({ method: 'DELETE', url: '/api/city-tax-form', token });
    },
  );
});
