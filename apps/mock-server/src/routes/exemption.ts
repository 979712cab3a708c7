import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enteredFormsResponseSchema,
  exemptionCertificateResponseSchema,
  exemptionCertificateSchema,
  exemptRequestSchema,
  priorTaxYear,
  ProblemType,
  taxYearParamsSchema,
  type EnteredFormsResponse,
  type ExemptionCertificate,
  type ExemptionReason,
  type ExemptRequest,
} from '@citytax/api';
import { authOf } from '../auth';
import { taxForms } from '../db/schema';
import {
  filingTaxpayer,
  formByIdempotencyKey,
  idempotencyKeyOf,
  isUniqueViolation,
  type TaxFormRow,
  type Tx,
} from '../forms';
import { ProblemError } from '../problems';
import type { AppDeps } from '../app';

/** Spec §8, Exemption: a certificate of the tax year is already on file. */
export const CERTIFICATE_ALREADY_FILED =
  'You cannot file an exemption certificate because you have already filed one for this tax year.';
/** Spec §8, Exemption: the annual return of the tax year is already filed. */
export const ANNUAL_RETURN_ALREADY_FILED =
  'You cannot file an exemption certificate because you have already filed tax forms for this tax year.';

/** What a certificate row keeps in tax_forms.data. */
interface CertificateData {
  exemptionSelection: ExemptionReason;
  businessSoldDate: string | null;
}

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

async function isAnnualReturnFiled(tx: Tx, taxpayerId: string, taxYear: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: taxForms.id })
    .from(taxForms)
    .where(
      and(
        eq(taxForms.taxpayerId, taxpayerId),
        eq(taxForms.taxYear, taxYear),
        eq(taxForms.type, 'CityTaxForm'),
        eq(taxForms.status, 'Filed'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** TAX-RULES.md §6: the business or rental was sold within or before the tax year. */
function assertSoldDateInTaxYear(body: ExemptRequest, taxYear: number): void {
  if (body.businessSoldDate && body.businessSoldDate > `${taxYear}-12-31`) {
    const message = `must be within or before the tax year ${taxYear}`;
    throw new ProblemError(400, ProblemType.ValidationError, `body.businessSoldDate: ${message}`, {
      errors: { businessSoldDate: [message] },
    });
  }
}

const alreadyFiledOne = () => new ProblemError(409, ProblemType.Conflict, CERTIFICATE_ALREADY_FILED);

/**
 * The exemption certificate (spec §2, §7; TAX-RULES.md §6): at most one per taxpayer and prior
 * tax year, and none once that year's annual return is filed. The server enforces both.
 */
export const exemptionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock, requireAuth }) => {
  app.post(
    '/api/exempt',
    {
      preHandler: requireAuth,
      schema: { body: exemptRequestSchema, response: { 200: exemptionCertificateSchema } },
    },
    async (request): Promise<ExemptionCertificate> => {
      const session = authOf(request);
      const taxpayerId = await filingTaxpayer(db, session);
      const key = idempotencyKeyOf(request);
      const taxYear = priorTaxYear(clock());
      assertSoldDateInTaxYear(request.body, taxYear);

      const repeat = async (): Promise<ExemptionCertificate | undefined> => {
        const earlier = await formByIdempotencyKey(db, taxpayerId, key);
        if (!earlier) return undefined;
        if (earlier.type !== 'ExemptionCertificate') {
          throw new ProblemError(
            409,
            ProblemType.Conflict,
            'This Idempotency-Key was already used for another request.',
          );
        }
        return toCertificate(earlier);
      };

      const earlier = await repeat();
      if (earlier) return earlier;

      try {
        const row = await db.transaction(async (tx) => {
          // A concurrent request with the same key may have committed since the check above.
          const same = await formByIdempotencyKey(tx, taxpayerId, key);
          if (same?.type === 'ExemptionCertificate') return same;
          const filed = await certificateOf(tx, taxpayerId, taxYear);
          if (filed) {
            // The same key may have committed between the two reads just above (PostgreSQL runs
            // each statement on the latest committed data): that is this request's certificate.
            if (key && filed.idempotencyKey === key) return filed;
            throw alreadyFiledOne();
          }
          if (await isAnnualReturnFiled(tx, taxpayerId, taxYear)) {
            throw new ProblemError(409, ProblemType.Conflict, ANNUAL_RETURN_ALREADY_FILED);
          }
          const now = clock();
          const data: CertificateData = {
            exemptionSelection: request.body.exemptionSelection,
            businessSoldDate: request.body.businessSoldDate,
          };
          const [inserted] = await tx
            .insert(taxForms)
            .values({
              taxpayerId,
              type: 'ExemptionCertificate',
              taxYear,
              status: 'Filed',
              data,
              idempotencyKey: key,
              createdByUserId: session.userId,
              createdAt: now,
              updatedAt: now,
              filedAt: now,
            })
            .returning();
          if (!inserted) throw new Error('insert returned no row');
          return inserted;
        });
        request.log.info(
          { event: 'exemption_filed', taxpayerId, taxYear, formId: row.id },
          'exemption certificate filed',
        );
        return toCertificate(row);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // A concurrent request won: the same key returns its certificate, another is a second one.
        const raced = await repeat();
        if (raced) return raced;
        throw alreadyFiledOne();
      }
    },
  );

  app.get(
    '/api/exemption-certificate/:taxYear',
    {
      preHandler: requireAuth,
      schema: { params: taxYearParamsSchema, response: { 200: exemptionCertificateResponseSchema } },
    },
    async (request) => {
      const taxpayerId = await filingTaxpayer(db, authOf(request));
      const row = await certificateOf(db, taxpayerId, request.params.taxYear);
      return { exemptionCertificate: row ? toCertificate(row) : null };
    },
  );

  app.get(
    '/api/entered-forms/:taxYear',
    {
      preHandler: requireAuth,
      schema: { params: taxYearParamsSchema, response: { 200: enteredFormsResponseSchema } },
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
