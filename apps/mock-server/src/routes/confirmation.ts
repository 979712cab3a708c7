import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmationSchema,
  formIdParamsSchema,
  TAX_FORM_TYPE_LABELS,
  type Confirmation,
  type TaxFormType,
} from '@citytax/api';
import { authOf } from '../auth';
import { confirmationFacts, confirmationToWire } from '../confirmationFacts';
import type { AppDeps } from '../deps';
import { loadForm } from '../forms';
import { filingPdf } from '../pdf/filingPdf';
import { requestLocale } from '../problems';

/** A W-2 or 1099 is filed with its annual return: the return has the confirmation and the copy. */
const CONFIRMED_TYPES = (Object.keys(TAX_FORM_TYPE_LABELS) as TaxFormType[]).filter(
  (t) => t !== 'FormW2' && t !== 'Form1099',
);

/**
 * A filed form's confirmation and its PDF copy (issue 15). Both are authorized like every call on
 * one form (loadForm: the user represents the form's taxpayer, whose kind may file it); a form that
 * is not filed has neither (409 tax-form-not-filed). The copy is made when it is downloaded, in the
 * language of that request (ADR 0039).
 */
export const confirmationRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { config, db, clock, requireAuth },
) => {
  app.get(
    '/api/tax-forms/:id/confirmation',
    {
      onRequest: requireAuth,
      schema: { params: formIdParamsSchema, response: { 200: confirmationSchema } },
      config: { audit: 'confirmation.read' },
    },
    async (request): Promise<Confirmation> => {
      const form = await loadForm(db, db, authOf(request), request.params.id, CONFIRMED_TYPES);
      return confirmationToWire(await confirmationFacts(db, form));
    },
  );

  app.get(
    '/api/tax-forms/:id/pdf',
    { onRequest: requireAuth, schema: { params: formIdParamsSchema }, config: { audit: 'pdf.downloaded' } },
    async (request, reply) => {
      const form = await loadForm(db, db, authOf(request), request.params.id, CONFIRMED_TYPES);
      const facts = await confirmationFacts(db, form);
      const locale = requestLocale(request);
      const pdf = await filingPdf(db, form, facts, config, clock(), locale);
      request.log.info(
        { event: 'filing_pdf', taxFormId: form.id, taxFormType: form.type, locale, bytes: pdf.byteLength },
        'PDF copy of a filed form',
      );
      return (
        reply
          .type('application/pdf')
          // The name is the contract's (confirmation number and form slug: ASCII letters, digits, -).
          .header('Content-Disposition', `attachment; filename="${facts.pdfFileName}"`)
          .header('Cache-Control', 'no-store')
          .header('Content-Language', locale)
          .header('Vary', 'Accept-Language')
          .send(Buffer.from(pdf))
      );
    },
  );
};
