import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { officeContactSchema, paths, type OfficeContact } from '@citytax/api';
import type { AppDeps } from '../deps';

/**
 * How a taxpayer reaches the tax office, as this deployment is configured (SUPPORT_*,
 * PAPER_FORMS_URL, MAILING_ADDRESS): public, like the landing page that lists the paper-return cases.
 */
export const officeContactRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config }) => {
  app.get(
    paths.officeContact,
    { schema: { response: { 200: officeContactSchema } } },
    async (): Promise<OfficeContact> => ({
      supportEmail: config.support.email,
      supportPhone: config.support.phone,
      paperFormsUrl: config.paperReturn.formsUrl,
      mailingAddress: config.paperReturn.mailingAddress,
    }),
  );
};
