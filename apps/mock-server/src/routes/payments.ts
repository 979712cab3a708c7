import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type FiledResponse,
  filedResponseSchema,
  formIdParamsSchema,
  type Locale,
  type PaymentHistoryRow,
  PaymentHistoryStatus,
  type PaymentInfo,
  paymentInfoSchema,
  PaymentMethod,
  type PaymentSession,
  paymentSessionSchema,
  PaymentStatus,
  ProblemType,
  problemWords,
  TAX_FORM_TYPE_LABELS,
  type TaxFormState,
  taxFormStateSchema,
} from '@citytax/api';
import { computeSummary } from '../annualReturn';
import * as filingWordsEn from '../filingWords.en';
import * as filingWordsEs from '../filingWords.es';
import type { AppDeps } from '../deps';
import { recordAudit } from '../audit';
import { authOf, type AuthSession } from '../auth';
import { paymentCallbacks, payments, taxForms } from '../db/schema';
import { loadForm, missingTaxForm, toDollars, type TaxFormRow, type Tx } from '../forms';
import { filePaidLocked, fileWithoutPaymentLocked, submitLocked, withdrawLocked } from '../lifecycle';
import { alreadyFiled, stateOf } from '../policy';
import { ProblemError, requestLocale } from '../problems';
import { providerClient, ProviderUnavailableError } from '../provider/client';
import {
  CALLBACK_PATH,
  providerCallbackSchema,
  type PaymentOutcome,
  type ProviderCallback,
} from '../provider/protocol';
import { SIGNATURE_HEADER, verifySignature } from '../provider/signature';
import { allowFormAction } from '../security';

/**
 * Payment of a form (issue 8; spec §2 "Payment", §3, §7; ADR 0014, ADR 0017). The amount is the
 * one fixed when the form was submitted (AwaitingPayment), never the browser's. One pending
 * remittance per form (a partial unique index); the provider's signed callback moves it, by a
 * conditional update from pending only, to Completed (and the form to Filed) or to Error. Withdraw
 * voids it; a callback for a voided remittance, or of another amount, is recorded and files nothing.
 */

export type PaymentRow = typeof payments.$inferSelect;

export { NOTHING_TO_PAY_DETAIL } from '../lifecycle';
export const PROVIDER_UNAVAILABLE_DETAIL = problemWords.server.providerUnavailable;
export const PAYMENT_BEING_PROCESSED_DETAIL = problemWords.server.paymentBeingProcessed;
export const PAYMENTS_NOT_CONFIGURED_DETAIL = problemWords.server.paymentsNotConfigured;
// The callback's details answer the provider, a machine: English only.
export const CALLBACK_SIGNATURE_DETAIL = 'The callback signature is missing or not valid.';
export const CALLBACK_STALE_DETAIL = 'The callback timestamp is more than 5 minutes from the server time.';
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
export const WITHDRAW_PAID_DETAIL = problemWords.server.withdrawPaid;

const callbackAckSchema = z.object({ received: z.literal(true) });

const FILING_WORDS = { en: filingWordsEn, es: filingWordsEs } as const;

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
      onRequest: requireAuth,
      schema: { params: formIdParamsSchema, response: { 200: paymentInfoSchema } },
      config: { audit: 'payment.read' },
    },
    async (request): Promise<PaymentInfo> => {
      const session = authOf(request);
      const form = await loadForm(db, db, session, request.params.id, PAYABLE_FORM_TYPES);
      const rows = await paymentsOf(db, form.id);
      const completed = rows.find((p) => p.status === 'Completed');
      let amountCents = completed?.amountCents ?? form.amountDueCents;
      // A draft return's amount moves with completed estimate payments; show what submission will
      // fix. Once submitted, the fixed amount is the one shown, billed and filed.
      if (!completed && form.type === 'CityTaxForm' && form.status === 'Draft') {
        amountCents = (await computeSummary(db, form))?.amountDue ?? 0;
      }
      return {
        taxFormType: form.type,
        amount: toDollars(amountCents),
        paymentStatus: paymentStatusOf(rows),
        formStatus: form.status,
        paymentHistory: rows
          .filter((p) => p.status === 'Completed' || p.status === 'Error')
          .sort((a, b) => (a.completedAt ?? a.createdAt).getTime() - (b.completedAt ?? b.createdAt).getTime())
          .map(historyRow),
      };
    },
  );

  /**
   * In one transaction, with the form row locked: a draft is submitted first (its amount computed
   * one last time and fixed), then the pending remittance of that amount, or a new one. Concurrent
   * calls serialize on the lock; the partial unique index is the last guard.
   */
  async function pendingRemittance(
    session: AuthSession,
    formId: number,
    locale: Locale,
    request: FastifyRequest,
  ): Promise<{ payment: PaymentRow; form: TaxFormRow }> {
    return db.transaction(async (tx) => {
      const found = await loadForm(tx, tx, session, formId, PAYABLE_FORM_TYPES);
      const locked = await lockForm(tx, found.id);
      const rows = await paymentsOf(tx, locked.id);
      if (rows.some((p) => p.status === 'Completed')) throw alreadyFiled();
      const now = clock();
      const form = await submitLocked(tx, locked, now);
      const pending = rows.find(isPending);
      if (pending) {
        // Paying again goes on with the pending remittance. Its mail goes to who started it, in
        // the language of their latest request (another user's language is not theirs).
        if (pending.locale === locale || pending.initiatedByUserId !== session.userId)
          return { payment: pending, form };
        const [relabelled] = await tx
          .update(payments)
          .set({ locale })
          .where(eq(payments.id, pending.id))
          .returning();
        return { payment: relabelled ?? pending, form };
      }
      await tx
        .insert(payments)
        .values({
          id: randomUUID(),
          taxFormId: form.id,
          taxpayerId: form.taxpayerId,
          amountCents: form.amountDueCents,
          status: 'Initiated',
          paymentType: PaymentMethod.CreditDebitCard,
          initiatedByUserId: session.userId,
          locale,
          createdAt: now,
        })
        .onConflictDoNothing();
      const [current] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.taxFormId, form.id), inArray(payments.status, [...PENDING])));
      if (!current) throw new ProblemError(409, ProblemType.Conflict, PAYMENT_BEING_PROCESSED_DETAIL);
      await recordAudit(tx, request, {
        kind: 'payment.started',
        form,
        detail: { method: 'card', amountCents: current.amountCents },
      });
      return { payment: current, form };
    });
  }

  /** A lifecycle transition of one form, in a transaction with the form row locked. */
  function transition<T>(
    session: AuthSession,
    formId: number,
    types: readonly TaxFormRow['type'][] | undefined,
    step: (tx: Tx, form: TaxFormRow, now: Date) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const found = await loadForm(tx, tx, session, formId, types);
      return step(tx, await lockForm(tx, found.id), clock());
    });
  }

  app.post(
    '/api/tax-forms/:id/submit',
    {
      onRequest: requireAuth,
      // The body is empty: the amount is the server's.
      schema: { params: formIdParamsSchema, response: { 200: taxFormStateSchema } },
    },
    async (request): Promise<TaxFormState> => {
      const form = await transition(
        authOf(request),
        request.params.id,
        PAYABLE_FORM_TYPES,
        async (tx, locked, now) => {
          const submitted = await submitLocked(tx, locked, now);
          await recordAudit(tx, request, { kind: 'form.submitted', form: submitted });
          return submitted;
        },
      );
      request.log.info(
        { event: 'form_submitted', taxFormId: form.id, taxFormType: form.type },
        'form submitted',
      );
      return stateOf(form);
    },
  );

  app.post(
    '/api/tax-forms/:id/withdraw',
    {
      onRequest: requireAuth,
      schema: { params: formIdParamsSchema, response: { 200: taxFormStateSchema } },
    },
    async (request): Promise<TaxFormState> => {
      const session = authOf(request);
      const id = request.params.id;
      const pending = await transition(session, id, PAYABLE_FORM_TYPES, async (tx, form) => {
        if (form.status === 'Filed') throw alreadyFiled();
        return (await paymentsOf(tx, form.id)).find(isPending) ?? null;
      });
      // The provider must refuse the session before it is voided here: no charge after a withdraw.
      // An unreachable provider does not keep the form locked: the void stands, and a callback
      // that still comes is recorded and files nothing.
      if (pending && provider) {
        try {
          const state = await provider.cancel(pending.id);
          // Paid at the provider just now (its callback is on its way): the form is being filed.
          if (state.state === 'finished')
            throw new ProblemError(409, ProblemType.Conflict, WITHDRAW_PAID_DETAIL);
        } catch (err) {
          if (!(err instanceof ProviderUnavailableError)) throw err;
          request.log.warn(
            { err, taxFormId: id },
            'payment provider unreachable; remittance voided here only',
          );
        }
      }
      const form = await transition(session, id, PAYABLE_FORM_TYPES, async (tx, locked, now) => {
        const voided = await tx
          .update(payments)
          .set({ status: 'Voided', completedAt: now })
          .where(and(eq(payments.taxFormId, locked.id), inArray(payments.status, [...PENDING])))
          .returning({ id: payments.id });
        if ((await paymentsOf(tx, locked.id)).some((p) => p.status === 'Completed')) throw alreadyFiled();
        const withdrawn = await withdrawLocked(tx, locked, now);
        await recordAudit(tx, request, { kind: 'form.withdrawn', form: withdrawn });
        for (const v of voided) {
          request.log.info(
            { event: 'payment_voided', remittanceId: v.id, taxFormId: locked.id },
            'remittance voided',
          );
        }
        return withdrawn;
      });
      request.log.info({ event: 'form_withdrawn', taxFormId: form.id }, 'form withdrawn to draft');
      return stateOf(form);
    },
  );

  app.post(
    '/api/payments/tax-forms/:id/no-payment',
    {
      onRequest: requireAuth,
      // The body is empty (spec §7); anything sent is ignored.
      schema: { params: formIdParamsSchema, response: { 200: filedResponseSchema } },
    },
    async (request): Promise<FiledResponse> => {
      const session = authOf(request);
      const filed = await transition(session, request.params.id, undefined, async (tx, form, now) => {
        const done = await fileWithoutPaymentLocked(tx, form, now, {
          userId: session.userId,
          config,
          locale: requestLocale(request),
        });
        await recordAudit(tx, request, { kind: 'form.filed', form: done });
        return done;
      });
      request.log.info(
        { event: 'form_filed_no_payment', taxFormId: filed.id, taxFormType: filed.type },
        'form filed without payment',
      );
      return { id: filed.id, status: 'Filed', filedAt: filed.filedAt!.toISOString() };
    },
  );

  app.post(
    '/api/payments/tax-forms/:id/initiate-payment-session',
    {
      onRequest: requireAuth,
      // The body is empty (spec §7); anything sent, an amount above all, is ignored.
      schema: { params: formIdParamsSchema, response: { 200: paymentSessionSchema } },
    },
    async (request): Promise<PaymentSession> => {
      const session = authOf(request);
      if (!provider) throw httpProblem.notConfigured();
      const locale = requestLocale(request);
      for (let round = 0; round < INITIATE_ROUNDS; round++) {
        const { payment, form } = await pendingRemittance(session, request.params.id, locale, request);
        try {
          const state = await provider.register({
            applicationId: settings.applicationId,
            remittanceId: payment.id,
            amountCents: payment.amountCents,
            description: FILING_WORDS[locale].paymentDescription(form.type, form.taxYear, form.id),
            returnUrl: `${config.publicUrl}/form/${form.id}/pay`,
            callbackUrl: `${config.publicUrl}${CALLBACK_PATH}`,
            // The hosted page speaks the payer's language, whatever their browser's is.
            locale,
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
      {
        config: { antiForgery: 'exempt', admission: 'exempt' },
        schema: { response: { 200: callbackAckSchema } },
      },
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
        await applyCallback(parsed.data, request);
        return { received: true as const };
      },
    );
  });

  const finalStatus = (outcome: PaymentOutcome): PaymentRow['status'] =>
    outcome === 'succeeded' ? 'Completed' : 'Error';

  type CallbackResult = (typeof paymentCallbacks.$inferInsert)['result'];

  /**
   * Moves a pending remittance by the outcome; a replay of the same outcome changes nothing. A
   * callback for a voided remittance, or of an amount other than the one submitted, files nothing:
   * it is acknowledged and recorded (payment_callbacks) for reconciliation.
   */
  async function applyCallback(callback: ProviderCallback, request: FastifyRequest): Promise<void> {
    const log: FastifyBaseLogger = request.log;
    const { result, payment } = await db.transaction(async (tx) => {
      const [found] = await tx.select().from(payments).where(eq(payments.id, callback.remittanceId));
      if (!found)
        throw new ProblemError(404, ProblemType.NotFound, `No remittance ${callback.remittanceId}.`);
      const form = await lockForm(tx, found.taxFormId);
      const now = clock();
      const record = async (result: CallbackResult) => {
        await tx.insert(paymentCallbacks).values({
          remittanceId: found.id,
          outcome: callback.outcome,
          amountCents: callback.amountCents,
          providerReference: callback.providerReference,
          result,
          receivedAt: now,
        });
        return result;
      };
      const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
      if (!payment)
        throw new ProblemError(404, ProblemType.NotFound, `No remittance ${callback.remittanceId}.`);
      if (payment.status === 'Voided') return { result: await record('voided'), payment };
      const status = finalStatus(callback.outcome);
      if (!isPending(payment)) {
        if (payment.status === status) return { result: await record('replayed'), payment };
        if (payment.failureReason === 'amount_mismatch')
          return { result: await record('amount_mismatch'), payment };
        return { result: await record('conflict'), payment };
      }
      const amountMatches =
        callback.amountCents === payment.amountCents &&
        form.status === 'AwaitingPayment' &&
        payment.amountCents === form.amountDueCents;
      if (callback.outcome === 'succeeded' && !amountMatches) {
        // What was paid is not what was filed: nothing is filed, the form keeps awaiting payment.
        const [ended] = await tx
          .update(payments)
          .set({
            status: 'Error',
            completedAt: now,
            partialCcNumber: callback.last4,
            providerReference: callback.providerReference,
            failureReason: 'amount_mismatch',
          })
          .where(eq(payments.id, payment.id))
          .returning();
        return { result: await record('amount_mismatch'), payment: ended! };
      }
      const [moved] = await tx
        .update(payments)
        .set({
          status,
          completedAt: now,
          partialCcNumber: callback.last4,
          providerReference: callback.providerReference,
          failureReason: callback.outcome === 'succeeded' ? null : callback.outcome,
        })
        .where(eq(payments.id, payment.id))
        .returning();
      // The form is filed with its payment; a return's W-2 and 1099 entries with it.
      // The confirmation email goes to the user who started this payment (else who created the form).
      let paidForm = form;
      if (status === 'Completed') {
        const userId = payment.initiatedByUserId ?? form.createdByUserId;
        paidForm = await filePaidLocked(tx, form, now, { userId, config, locale: payment.locale });
      }
      // Who paid is who started the payment; the address and device are the provider's callback's.
      await recordAudit(tx, request, {
        kind: status === 'Completed' ? 'payment.completed' : 'payment.failed',
        userId: payment.initiatedByUserId ?? form.createdByUserId,
        form: paidForm,
        detail: { method: 'card', amountCents: payment.amountCents, accountLast4: callback.last4 },
      });
      return { result: await record('applied'), payment: moved! };
    });
    const event = {
      applied: `payment_${payment.status === 'Completed' ? 'completed' : 'failed'}`,
      replayed: 'payment_callback_replayed',
      voided: 'payment_callback_voided',
      amount_mismatch: 'payment_amount_mismatch',
      conflict: 'payment_callback_conflict',
    }[result];
    const fields = {
      event,
      remittanceId: payment.id,
      taxFormId: payment.taxFormId,
      outcome: callback.outcome,
    };
    if (result === 'amount_mismatch' || result === 'conflict')
      log.warn(fields, 'payment callback not applied');
    else log.info(fields, 'payment callback');
    if (result === 'conflict') throw new ProblemError(409, ProblemType.Conflict, CALLBACK_CONFLICT_DETAIL);
  }
};
