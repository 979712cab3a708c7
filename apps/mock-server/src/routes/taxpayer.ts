import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProblemType,
  problemWords,
  type TaxpayerInfo,
  taxpayerInfoQuerySchema,
  taxpayerInfoSchema,
  TaxpayerType,
} from '@citytax/api';
import { assertRepresents, authOf } from '../auth';
import { ProblemError } from '../problems';
import type { AppDeps } from '../deps';

/** SSNs leave the server only as XXX-XX-1234. */
export function maskSsn(ssn: string | null): string | null {
  if (!ssn) return null;
  const digits = ssn.replace(/\D/g, '');
  return `XXX-XX-${digits.slice(-4)}`;
}

export const taxpayerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, requireAuth, reads }) => {
  app.get(
    '/api/taxpayer-info',
    {
      onRequest: requireAuth,
      schema: { querystring: taxpayerInfoQuerySchema, response: { 200: taxpayerInfoSchema } },
      config: { audit: 'taxpayer.read' },
    },
    async (request): Promise<TaxpayerInfo> => {
      const session = authOf(request);
      const id = await assertRepresents(
        db,
        session,
        request.query.id ?? session.filingAsTaxpayerId ?? session.taxpayerId,
      );
      // The instance's cache first (ADR 0043); a taxpayer it does not hold is read and kept.
      const t = await reads.taxpayer(request, id);
      if (!t) throw new ProblemError(404, ProblemType.NotFound, problemWords.server.taxpayerNotFound);
      const type = t.type as TaxpayerType;
      const isBusiness = type === TaxpayerType.Business;
      return {
        taxpayerId: t.id,
        taxpayerType: type,
        taxpayer: {
          name1: t.name1,
          name2: t.name2,
          middleInitial: t.middleInitial,
          taxpayerFederalId: isBusiness ? t.federalId : maskSsn(t.federalId),
          businessPhoneNumber: t.businessPhone,
        },
        jointFiler:
          type === TaxpayerType.Joint
            ? {
                name1: t.spouseName1,
                name2: t.spouseName2,
                middleInitial: t.spouseMiddleInitial,
                taxpayerFederalId: maskSsn(t.spouseFederalId),
              }
            : null,
        address: { streetNumber: t.street, city: t.city, state: t.state, zip: t.zip },
      };
    },
  );
};
