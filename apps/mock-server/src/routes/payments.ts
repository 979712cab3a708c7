import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  formIdParamsSchema,
  PaymentHistoryStatus,
  PaymentMethod,
  paymentInfoSchema,
  paymentSessionSchema,
  PaymentStatus,
  ProblemType,
  TAX_FORM_TYPE_LABELS,
  type PaymentHistoryRow,
  type PaymentInfo,
  type PaymentSession,
} from '@citytax/api';
import { computeSummary, recomputeReturn, storedReturnSchema } from '../annualReturn';
import type { AppDeps } from '../app';
import { authOf, type AuthSession } from '../auth';
import { payments, taxForms } from '../db/schema';
import { alreadyFiled, loadForm, missingTaxForm, toDollars, type TaxFormRow, type Tx } from '../forms';
import { ProblemError } from '../problems';
import { providerClient, ProviderUnavailableError } from '../provider/client';
import {
  CALLBACK_PATH,
  providerCallbackSchema,
  type PaymentOutcome,
  type ProviderCallback,
} from '../provider/protocol';
import { SIGNATURE_HEADER, verifySignature } from '../provider/signature';
import { allowFormAction } from '../security';
import { NO_RESIDENCE_DETAIL } from './cityTaxForm';

/**
 * Payment of a form (issue 8; spec §2 "Payment", §3, §7; ADR 0014). The amount is the
 * stored form's, never the browser's. One pending remittance per form (a partial unique
 * index); the provider's signed callback moves it, by a conditional update from pending
 * only, to Completed (and the form to Filed) or to Error.
 */

export type PaymentRow = typeof payments.$inferSelect;

export const NOTHING_TO_PAY_DETAIL = 'This form has nothing to pay; file it without payment.';
export const PROVIDER_UNAVAILABLE_DETAIL =
  'The payment service is not available right now. Please try again later.';
export const PAYMENT_BEING_PROCESSED_DETAIL =
  'A payment for this form is being processed. Reload the page to see its status.';
export const PAYMENTS_NOT_CONFIGURED_DETAIL = 'Payments are not configured on this server.';
export const CALLBACK_SIGNATURE_DETAIL = 'The callback signature is missing or not valid.';
export const CALLBACK_STALE_DETAIL = 'The callback timestamp is more than 5 minutes from the server time.';
export const CALLBACK_AMOUNT_DETAIL = 'The callback amount does not match the remittance.';
export const CALLBACK_CONFLICT_DETAIL = 'The remittance has already ended with another outcome.';
export const PAYMENT_DATE_TITLE = 'Payment Date';

/** W-2 and 1099 entries are paid with their annual return, never on their own. */
const PAYABLE_FORM_TYPES = (Object.keys(TAX_FORM_TYPE_LABELS) as TaxFormRow['type'][]).filter(
  (t) => t !== 'FormW2' && t !== 'Form1099',
);
const PENDING = ['Initiated', 'InProgress'] as const;
const isPending = (p: PaymentRow) => (PENDING as readonly string[]).includes(p.status);
const paymentMethodSchema = z.enum(PaymentMethod).catch(PaymentMethod.Unknown);
/** How many times initiate goes round when the provider reports a session that ended meanwhile. */
const INITIATE_ROUNDS = 3;

const callbackAckSchema = z.object({ received: z.literal(true) });

function paymentsOf(tx: Tx, formId: number): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(eq(payments.taxFormId, formId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** The form row locked for the transaction; initiate and callback both lock it first (one lock order). */
async function lockForm(tx: Tx, id: number): Promise<TaxFormRow> {
  const [form] = await tx.select().from(taxForms).where(eq(taxForms.id, id)).for('update');
  if (!form) throw missingTaxForm();
  return form;
}

function historyRow(p: PaymentRow): PaymentHistoryRow {
  return {
    paymentType: paymentMethodSchema.parse(p.paymentType),
    partialCcNumber: p.partialCcNumber,
    partialAccountNumber: p.partialAccountNumber,
    paymentDate: (p.completedAt ?? p.createdAt).toISOString(),
    paymentDateTitle: PAYMENT_DATE_TITLE,
    status: p.status === 'Completed' ? PaymentHistoryStatus.Succeeded : PaymentHistoryStatus.Failed,
    amount: toDollars(p.amountCents),
  };
}

/** Paid when a payment completed; else the pending attempt's status; Error when the last attempt failed. */
export function paymentStatusOf(rows: PaymentRow[]): PaymentStatus {
  if (rows.some((p) => p.status === 'Completed')) return PaymentStatus.Completed;
  const pending = rows.find(isPending);
  if (pending) return pending.status as PaymentStatus;
  return rows.at(-1)?.status === 'Error' ? PaymentStatus.Error : PaymentStatus.Unpaid;
}

const httpProblem = {
  providerUnavailable: () =>
    new ProblemError(503, ProblemType.ServiceUnavailable, PROVIDER_UNAVAILABLE_DETAIL),
  notConfigured: () => new ProblemError(503, ProblemType.ServiceUnavailable, PAYMENTS_NOT_CONFIGURED_DETAIL),
};

type InitiateStep =
  | { kind: 'session'; payment: PaymentRow; form: TaxFormRow }
  /** A pending remittance for another amount (the form changed since): cancel it first. */
  | { kind: 'stale'; payment: PaymentRow };

export const paymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { config, db, clock, requireAuth },
) => {
  const { payments: settings } = config;
  const secret = settings.callbackSecret;
  const provider = secret ? providerClient({ baseUrl: settings.providerUrl, secret, clock }) : null;
  // The portal's hidden form posts to the provider: its origin joins the CSP's form-action.
  allowFormAction(app, settings.providerOrigin);

  app.get(
    '/api/payments/tax-forms/:id',
    {
      preHandler: requireAuth,
      schema: { params: formIdParamsSchema, response: { 200: paymentInfoSchema } },
    },
    async (request): Promise<PaymentInfo> => {
      const session = authOf(request);
      const form = await loadForm(db, db, session, request.params.id, PAYABLE_FORM_TYPES);
      const rows = await paymentsOf(db, form.id);
      const completed = rows.find((p) => p.status === 'Completed');
      let amountCents = completed?.amountCents ?? form.amountDueCents;
      // A draft return's amount moves with completed estimate payments; show what initiate will bill.
      if (!completed && form.type === 'CityTaxForm' && form.status === 'Draft') {
        amountCents = (await computeSummary(db, form))?.amountDue ?? 0;
      }
      return {
        taxFormType: form.type,
        amount: toDollars(amountCents),
        paymentStatus: paymentStatusOf(rows),
        paymentHistory: rows
          .filter((p) => p.status === 'Completed' || p.status === 'Error')
          .sort((a, b) => (a.completedAt ?? a.createdAt).getTime() - (b.completedAt ?? b.createdAt).getTime())
          .map(historyRow),
      };
    },
  );

  /**
   * In one transaction, with the form row locked: the amount from the stored form (an annual
   * return recomputed first), then the pending remittance, or a new one. Concurrent calls
   * serialize on the lock; the partial unique index is the last guard.
   */
  async function pendingRemittance(session: AuthSession, formId: number): Promise<InitiateStep> {
    return db.transaction(async (tx) => {
      const found = await loadForm(tx, tx, session, formId, PAYABLE_FORM_TYPES);
      let form = await lockForm(tx, found.id);
      const rows = await paymentsOf(tx, form.id);
      if (form.status !== 'Draft' || rows.some((p) => p.status === 'Completed')) throw alreadyFiled();
      const now = clock();
      if (form.type === 'CityTaxForm') {
        form = await recomputeReturn(tx, form, now);
        if (storedReturnSchema.parse(form.data).summary === null) {
          throw new ProblemError(400, ProblemType.ValidationError, NO_RESIDENCE_DETAIL, {
            errors: { residenceCity: ['is required'] },
          });
        }
      }
      const amountCents = form.amountDueCents;
      if (amountCents <= 0) throw new ProblemError(400, ProblemType.ValidationError, NOTHING_TO_PAY_DETAIL);

      const pending = rows.find(isPending);
      if (pending) {
        return pending.amountCents === amountCents
          ? { kind: 'session', payment: pending, form }
          : { kind: 'stale', payment: pending };
      }
      await tx
        .insert(payments)
        .values({
          id: randomUUID(),
          taxFormId: form.id,
          taxpayerId: form.taxpayerId,
          amountCents,
          status: 'Initiated',
          paymentType: PaymentMethod.CreditDebitCard,
          createdAt: now,
        })
        .onConflictDoNothing();
      const [current] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.taxFormId, form.id), inArray(payments.status, [...PENDING])));
      if (!current) throw new ProblemError(409, ProblemType.Conflict, PAYMENT_BEING_PROCESSED_DETAIL);
      return { kind: 'session', payment: current, form };
    });
  }

  app.post(
    '/api/payments/tax-forms/:id/initiate-payment-session',
    {
      preHandler: requireAuth,
      // The body is empty (spec §7); anything sent, an amount above all, is ignored.
      schema: { params: formIdParamsSchema, response: { 200: paymentSessionSchema } },
    },
    async (request): Promise<PaymentSession> => {
      const session = authOf(request);
      if (!provider) throw httpProblem.notConfigured();
      for (let round = 0; round < INITIATE_ROUNDS; round++) {
        const step = await pendingRemittance(session, request.params.id);
        try {
          if (step.kind === 'stale') {
            // The provider must refuse the old session before it is dropped: no charge of an old amount.
            const state = await provider.cancel(step.payment.id);
            if (state.state === 'cancelled') {
              await db
                .delete(payments)
                .where(and(eq(payments.id, step.payment.id), inArray(payments.status, [...PENDING])));
              request.log.info(
                {
                  event: 'payment_superseded',
                  remittanceId: step.payment.id,
                  taxFormId: step.payment.taxFormId,
                },
                'pending remittance replaced after the form changed',
              );
            }
            continue;
          }
          const { payment, form } = step;
          const state = await provider.register({
            applicationId: settings.applicationId,
            remittanceId: payment.id,
            amountCents: payment.amountCents,
            description: `${TAX_FORM_TYPE_LABELS[form.type]} ${form.taxYear}, form ${form.id}`,
            returnUrl: `${config.publicUrl}/form/${form.id}/pay`,
            callbackUrl: `${config.publicUrl}${CALLBACK_PATH}`,
          });
          // Ended at the provider already (its callback was delivered again just now): start over.
          if (state.state !== 'open') continue;
          request.log.info(
            { event: 'payment_session_started', remittanceId: payment.id, taxFormId: form.id },
            'payment session started',
          );
          return {
            applicationId: settings.applicationId,
            messageVersion: settings.messageVersion,
            postUrl: `${settings.providerUrl}/pay`,
            remittanceId: payment.id,
          };
        } catch (err) {
          if (err instanceof ProviderUnavailableError) {
            request.log.error({ err, taxFormId: request.params.id }, 'payment provider unavailable');
            throw httpProblem.providerUnavailable();
          }
          throw err;
        }
      }
      throw new ProblemError(409, ProblemType.Conflict, PAYMENT_BEING_PROCESSED_DETAIL);
    },
  );

  // ---------------------------------------------------------------------------------------
  // The provider's callback: no session and no anti-forgery token; the HMAC signature over
  // the raw body is the authentication, so the body is read as bytes in this scope only.

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, body),
    );

    scope.post(
      CALLBACK_PATH,
      { config: { antiForgery: 'exempt' }, schema: { response: { 200: callbackAckSchema } } },
      async (request) => {
        if (!secret) throw httpProblem.notConfigured();
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) {
          throw new ProblemError(400, ProblemType.ValidationError, 'The callback body must be JSON.');
        }
        const check = verifySignature(secret, request.headers[SIGNATURE_HEADER.toLowerCase()], raw, clock());
        if (!check.ok) {
          request.log.warn({ event: 'payment_callback_rejected', reason: check.reason }, 'callback refused');
          throw new ProblemError(
            401,
            ProblemType.Unauthorized,
            check.reason === 'stale' ? CALLBACK_STALE_DETAIL : CALLBACK_SIGNATURE_DETAIL,
          );
        }
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new ProblemError(400, ProblemType.ValidationError, 'The request body is not valid JSON.');
        }
        const parsed = providerCallbackSchema.safeParse(json);
        if (!parsed.success) {
          throw new ProblemError(
            400,
            ProblemType.ValidationError,
            parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('. '),
          );
        }
        await applyCallback(parsed.data, request.log);
        return { received: true as const };
      },
    );
  });

  const finalStatus = (outcome: PaymentOutcome): PaymentRow['status'] =>
    outcome === 'succeeded' ? 'Completed' : 'Error';

  /** Moves a pending remittance by the outcome; a replay of the same outcome changes nothing. */
  async function applyCallback(callback: ProviderCallback, log: FastifyBaseLogger): Promise<void> {
    const result = await db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, callback.remittanceId));
      if (!payment)
        throw new ProblemError(404, ProblemType.NotFound, `No remittance ${callback.remittanceId}.`);
      await lockForm(tx, payment.taxFormId);
      if (payment.amountCents !== callback.amountCents) {
        throw new ProblemError(400, ProblemType.ValidationError, CALLBACK_AMOUNT_DETAIL);
      }
      const status = finalStatus(callback.outcome);
      const now = clock();
      // Conditional: only a pending remittance moves, so of a callback and its replay one wins.
      const [moved] = await tx
        .update(payments)
        .set({
          status,
          completedAt: now,
          partialCcNumber: callback.last4,
          providerReference: callback.providerReference,
          failureReason: callback.outcome === 'succeeded' ? null : callback.outcome,
        })
        .where(
          and(
            eq(payments.id, payment.id),
            inArray(payments.status, [...PENDING]),
            eq(payments.amountCents, callback.amountCents),
          ),
        )
        .returning();
      if (!moved) {
        const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id));
        if (current?.status === status) return { replay: true, payment: current };
        throw new ProblemError(409, ProblemType.Conflict, CALLBACK_CONFLICT_DETAIL);
      }
      if (status === 'Completed') {
        // The form is filed with its payment; a return's W-2 and 1099 entries with it.
        await tx
          .update(taxForms)
          .set({ status: 'Filed', filedAt: now, updatedAt: now })
          .where(and(eq(taxForms.id, moved.taxFormId), eq(taxForms.status, 'Draft')));
        await tx
          .update(taxForms)
          .set({ status: 'Filed', filedAt: now, updatedAt: now })
          .where(and(eq(taxForms.parentId, moved.taxFormId), eq(taxForms.status, 'Draft')));
      }
      return { replay: false, payment: moved };
    });
    const { payment } = result;
    log.info(
      {
        event: result.replay
          ? 'payment_callback_replayed'
          : `payment_${payment.status === 'Completed' ? 'completed' : 'failed'}`,
        remittanceId: payment.id,
        taxFormId: payment.taxFormId,
        outcome: callback.outcome,
      },
      result.replay ? 'payment callback replayed' : 'payment callback applied',
    );
  }
};
