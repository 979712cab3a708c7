import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { citiesQuerySchema, citiesResponseSchema, priorTaxYear, type CitiesResponse } from '@citytax/api';
import { PPM } from '@citytax/tax-rules';
import { cities } from '../db/schema';
import type { AppDeps } from '../deps';

/** GET /api/cities: the city table for a tax year (default: the prior tax year), for the forms' city choices. */
export const cityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  app.get(
    '/api/cities',
    { schema: { querystring: citiesQuerySchema, response: { 200: citiesResponseSchema } } },
    async (request): Promise<CitiesResponse> => {
      const taxYear = request.query.taxYear ?? priorTaxYear(clock());
      const rows = await db.select().from(cities).orderBy(asc(cities.name), asc(cities.validFromYear));
      const byCode = new Map<string, CitiesResponse['cities'][number]>();
      for (const row of rows) {
        const applies =
          row.validFromYear <= taxYear && (row.validToYear === null || taxYear <= row.validToYear);
        const current = byCode.get(row.code);
        if (!current || applies) {
          byCode.set(row.code, {
            code: row.code,
            name: row.name,
            member: row.member,
            rate: applies ? row.ratePpm / PPM : (current?.rate ?? null),
          });
        }
      }
      return { taxYear, cities: [...byCode.values()] };
    },
  );
};
