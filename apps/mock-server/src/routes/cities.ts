import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  citiesForYear,
  citiesQuerySchema,
  citiesResponseSchema,
  priorTaxYear,
  type CitiesResponse,
} from '@citytax/api';
import { loadCityTable } from '../forms';
import type { AppDeps } from '../deps';

/**
 * GET /api/cities: the city table for a tax year (default: the prior tax year), for the forms' city
 * choices and the annual return's live preview: each city's rate and, for a member city, its credit
 * factor and limit, from the row of the year (null when none applies).
 */
export const cityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  app.get(
    '/api/cities',
    { schema: { querystring: citiesQuerySchema, response: { 200: citiesResponseSchema } } },
    async (request): Promise<CitiesResponse> => {
      const taxYear = request.query.taxYear ?? priorTaxYear(clock());
      return { taxYear, cities: citiesForYear(await loadCityTable(db), taxYear) };
    },
  );
};
