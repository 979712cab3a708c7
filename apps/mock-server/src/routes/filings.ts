import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  filingActionsOf,
  filingsResponseSchema,
  FilingStatus,
  type Filing,
  type FilingsResponse,
} from '@citytax/api';
import { authOf } from '../auth';
import { periodOf } from '../confirmationFacts';
import { payments, taxForms, type TaxFormRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { filingTaxpayer, toDollars } from '../forms';

function filingOf(form: TaxFormRow, paidCents: number): Filing {
  const status =
    form.status === 'Filed'
      ? paidCents > 0
        ? FilingStatus.Paid
        : FilingStatus.Filed
      : form.status === 'AwaitingPayment'
        ? FilingStatus.AwaitingPayment
        : FilingStatus.Draft;
  return {
    id: form.id,
    taxFormType: form.type,
    taxYear: form.taxYear,
    period: periodOf(form),
    status,
    amountDue: form.status === 'Filed' ? 0 : toDollars(form.amountDueCents),
    amountPaid: toDollars(paidCents),
    filedAt: form.filedAt ? form.filedAt.toISOString() : null,
    confirmationNumber: form.confirmationNumber,
    actions: filingActionsOf(status),
  };
}

/**
 * The taxpayer's account (issue 15): every form of the filing-as taxpayer, newest first, with its
 * status, amounts, confirmation number and the actions it allows. W-2 and 1099 entries are part of
 * their return and not listed on their own. Only the taxpayer the session files as is ever read.
 */
export const filingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, requireAuth }) => {
  app.get(
    '/api/filings',
    {
      onRequest: requireAuth,
      schema: { response: { 200: filingsResponseSchema } },
      config: { audit: 'filings.read' },
    },
    async (request): Promise<FilingsResponse> => {
      const taxpayerId = await filingTaxpayer(db, authOf(request));
      const forms = await db
        .select()
        .from(taxForms)
        .where(and(eq(taxForms.taxpayerId, taxpayerId), isNull(taxForms.parentId)))
        .orderBy(desc(taxForms.createdAt), desc(taxForms.id));
      const ids = forms.map((f) => f.id);
      const paid =
        ids.length === 0
          ? []
          : await db
              .select({
                taxFormId: payments.taxFormId,
                cents: sql<string>`coalesce(sum(${payments.amountCents}), 0)`,
              })
              .from(payments)
              .where(and(inArray(payments.taxFormId, ids), eq(payments.status, 'Completed')))
              .groupBy(payments.taxFormId);
      const paidById = new Map(paid.map((p) => [p.taxFormId, Number(p.cents)]));
      return { filings: forms.map((form) => filingOf(form, paidById.get(form.id) ?? 0)) };
    },
  );
};
