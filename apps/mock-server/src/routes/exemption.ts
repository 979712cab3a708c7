import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type EnteredFormsResponse,
  enteredFormsResponseSchema,
  EXEMPTION_REASONS,
  type ExemptionCertificate,
  exemptionCertificateResponseSchema,
  exemptionCertificateSchema,
  type ExemptionReason,
  type ExemptRequest,
  exemptRequestSchema,
  priorTaxYear,
  ProblemType,
  problemWords,
  taxYearParamsSchema,
} from '@citytax/api';
import { authOf } from '../auth';
import { taxForms } from '../db/schema';
import { createOnce, filingTaxpayer, idempotencyKeyOf, type TaxFormRow, type Tx } from '../forms';
import { assertMayFile, assertNoYearConflict } from '../policy';
import { inLanguage, ProblemError, requestLocale, type Wording } from '../problems';
import type { AppDeps } from '../deps';

/** Spec §8, Exemption: a certificate of the tax year is already on file. */
export const CERTIFICATE_ALREADY_FILED = problemWords.server.certificateAlreadyFiled;
/** What a certificate row keeps in tax_forms.data. */
interface CertificateData {
  exemptionSelection: ExemptionReason;
  businessSoldDate: string | null;
}

/** CertificateData as a schema, for reading a stored certificate back (its PDF copy). */
export const storedCertificateSchema = z.object({
  exemptionSelection: z.enum(EXEMPTION_REASONS),
  businessSoldDate: z.string().nullable().default(null),
}) satisfies z.ZodType<CertificateData, unknown>;

function toCertificate(row: TaxFormRow): ExemptionCertificate {
  const data = row.data as CertificateData;
  return {
    id: row.id,
    taxYear: row.taxYear,
    exemptionSelection: data.exemptionSelection,
    businessSoldDate: data.businessSoldDate ?? null,
    filedAt: (row.filedAt ?? row.createdAt).toISOString(),
  };
}

async function certificateOf(tx: Tx, taxpayerId: string, taxYear: number): Promise<TaxFormRow | undefined> {
  const [row] = await tx
    .select()
    .from(taxForms)
    .where(
      and(
        eq(taxForms.taxpayerId, taxpayerId),
        eq(taxForms.taxYear, taxYear),
        eq(taxForms.type, 'ExemptionCertificate'),
      ),
    );
  return row;
}

/** TAX-RULES.md §6: the business or rental was sold within or before the tax year. */
function assertSoldDateInTaxYear(body: ExemptRequest, taxYear: number): void {
  if (body.businessSoldDate && body.businessSoldDate > `${taxYear}-12-31`) {
    const message: Wording = (w) => w.fields.soldInTaxYear(taxYear);
    throw new ProblemError(
      400,
      ProblemType.ValidationError,
      `body.businessSoldDate: ${inLanguage(message, 'en')}`,
      { errors: { businessSoldDate: [message] }, issues: [['body.businessSoldDate', message]] },
    );
  }
}

const alreadyFiledOne = () => new ProblemError(409, ProblemType.Conflict, CERTIFICATE_ALREADY_FILED);

/**
 * The exemption certificate (spec §2, §7; TAX-RULES.md §6): at most one per taxpayer and prior
 * tax year, and none once that year's annual return is filed. The server enforces both.
 */
export const exemptionRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { config, db, clock, requireAuth },
) => {
  app.post(
    '/api/exempt',
    {
      onRequest: requireAuth,
      schema: { body: exemptRequestSchema, response: { 200: exemptionCertificateSchema } },
    },
    async (request): Promise<ExemptionCertificate> => {
      const session = authOf(request);
      const taxpayerId = await filingTaxpayer(db, session);
      await assertMayFile(db, taxpayerId, 'ExemptionCertificate');
      const taxYear = priorTaxYear(clock());
      assertSoldDateInTaxYear(request.body, taxYear);
      const row = await createOnce({
        db,
        request,
        userId: session.userId,
        taxpayerId,
        key: idempotencyKeyOf(request),
        type: 'ExemptionCertificate',
        now: clock(),
        config,
        locale: requestLocale(request),
        // A second certificate of the year lost the race to tax_forms_one_per_year_idx.
        onConflict: alreadyFiledOne,
        prepare: async (tx) => {
          if (await certificateOf(tx, taxpayerId, taxYear)) throw alreadyFiledOne();
          await assertNoYearConflict(tx, taxpayerId, 'ExemptionCertificate', taxYear);
          const data: CertificateData = {
            exemptionSelection: request.body.exemptionSelection,
            businessSoldDate: request.body.businessSoldDate,
          };
          // A certificate is filed as it is stored: it owes nothing.
          return { taxYear, data: { ...data }, status: 'Filed' };
        },
      });
      request.log.info({ event: 'exemption_filed', taxYear, formId: row.id }, 'exemption certificate filed');
      return toCertificate(row);
    },
  );

  app.get(
    '/api/exemption-certificate/:taxYear',
    {
      onRequest: requireAuth,
      schema: { params: taxYearParamsSchema, response: { 200: exemptionCertificateResponseSchema } },
      config: { audit: { kind: 'form.read', detail: { formType: 'ExemptionCertificate' } } },
    },
    async (request) => {
      const taxpayerId = await filingTaxpayer(db, authOf(request));
      await assertMayFile(db, taxpayerId, 'ExemptionCertificate');
      const row = await certificateOf(db, taxpayerId, request.params.taxYear);
      return { exemptionCertificate: row ? toCertificate(row) : null };
    },
  );

  app.get(
    '/api/entered-forms/:taxYear',
    {
      onRequest: requireAuth,
      schema: { params: taxYearParamsSchema, response: { 200: enteredFormsResponseSchema } },
      config: { audit: 'filings.read' },
    },
    async (request): Promise<EnteredFormsResponse> => {
      const taxpayerId = await filingTaxpayer(db, authOf(request));
      const { taxYear } = request.params;
      const rows = await db
        .select({
          id: taxForms.id,
          taxFormType: taxForms.type,
          taxYear: taxForms.taxYear,
          status: taxForms.status,
        })
        .from(taxForms)
        .where(
          and(
            eq(taxForms.taxpayerId, taxpayerId),
            eq(taxForms.taxYear, taxYear),
            isNull(taxForms.parentId),
            notInArray(taxForms.type, ['FormW2', 'Form1099']),
          ),
        )
        .orderBy(asc(taxForms.id));
      return {
        enteredForms: rows,
        isAnnualReturnFiled: rows.some((r) => r.taxFormType === 'CityTaxForm' && r.status === 'Filed'),
      };
    },
  );
};
