import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { cityTaxFormResponseSchema, formW2Schema, priorTaxYear, type FormW2Request } from '@citytax/api';
import { computeSummary, storedReturnSchema, w2ToStored } from '../../apps/mock-server/src/annualReturn';
import { openDb, type Database } from '../../apps/mock-server/src/db/index';
import { payments, taxForms } from '../../apps/mock-server/src/db/schema';
import { httpClient, type HttpResponse } from '../support/httpClient';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';
import {
  billingStatementBody,
  createScratchDatabase,
  individualEstimateBody,
  netProfitEstimateBody,
  returnOfIncomeBody,
  w2Body,
  type ScratchDatabase,
} from './support';

/*
 * A burst of writes against the real server process, SIGKILLed once a share of them has been
 * acknowledged, and the checks of what a restarted process on the same data must show
 * (killDuringBurst.test.ts once per driver in `npm test`; killRepeatedly.slow.test.ts in rounds).
 * Three demo users write at once: the individual W-2s (their annual return is filed without
 * payment part-way), the joint filer estimates and an exemption certificate sent twice at once,
 * the business employer's returns, billing statements and net profit estimates. A form that owes
 * nothing is filed without payment right after it is created; one that owes has its payment
 * started (the process runs the provider simulator).
 */

export type User = 'individual' | 'joint' | 'business';
export type Kind =
  | 'w2'
  | 'individualEstimate'
  | 'netProfitEstimate'
  | 'billingStatement'
  | 'returnOfIncome'
  | 'exempt'
  | 'noPayment'
  | 'initiatePayment';

export interface Call {
  round: number;
  user: User;
  kind: Kind;
  url: string;
  body?: unknown;
  key?: string;
  outcome?: 'acked' | 'refused' | 'lost';
  status?: number;
  response?: Record<string, unknown>;
  error?: string;
}

export const USERS: Record<User, { email: string; taxpayerId: string }> = {
  individual: { email: 'individual@example.com', taxpayerId: '100001' },
  joint: { email: 'joint@example.com', taxpayerId: '200001' },
  business: { email: 'business@example.com', taxpayerId: '300001' },
};

const CREATE_URL: Partial<Record<Kind, string>> = {
  w2: '/api/form-w2',
  individualEstimate: '/api/form/individual-estimate',
  netProfitEstimate: '/api/form/business/net-profit-estimate',
  billingStatement: '/api/form/tax-penalty-interest-billing-statement',
  returnOfIncome: '/api/return-of-income',
  exempt: '/api/exempt',
};
const FORM_TYPE: Partial<Record<Kind, string>> = {
  w2: 'FormW2',
  individualEstimate: 'IndividualEstimate',
  netProfitEstimate: 'NetProfitEstimate',
  billingStatement: 'BillingStatement',
  returnOfIncome: 'ReturnOfIncome',
  exempt: 'ExemptionCertificate',
};

const TAX_YEAR = priorTaxYear(new Date());
const CURRENT_YEAR = TAX_YEAR + 1;
/** Requests in flight at once. */
export const CONCURRENCY = 12;
const cents = (dollars: number) => Math.round(dollars * 100);

/** Runs `work` over `items`, CONCURRENCY at a time. */
export async function eachConcurrently<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export interface KillScenarioOptions {
  driver: 'pglite' | 'postgres';
  port: number;
  providerPort: number;
}

/** One server's data (a PGlite directory or a scratch PostgreSQL database) through kills and restarts. */
export class KillScenario {
  readonly run = `rel${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  readonly calls: Call[] = [];
  /** Answers to the retries of unacknowledged requests after a restart. */
  readonly retries = new Map<Call, HttpResponse>();
  clients = {} as Record<User, ReturnType<typeof httpClient>>;
  returnId = 0;
  server: ServerProcess | undefined;
  private dataDir = '';
  private scratch: ScratchDatabase | undefined;
  private acks = 0;
  private killAt = Infinity;
  private killed: Promise<void> | undefined;

  constructor(readonly options: KillScenarioOptions) {}

  async setUp(): Promise<void> {
    this.dataDir = mkdtempSync(path.join(tmpdir(), 'citytax-kill-'));
    if (this.options.driver === 'postgres') this.scratch = await createScratchDatabase('citytax_kill');
    await this.start();
    for (const user of Object.keys(USERS) as User[]) {
      this.clients[user] = httpClient(this.server!.url);
      await this.clients[user].signIn(USERS[user].email);
    }
    // The individual's draft return: Cleveland resident, one W-2 before the burst.
    const residence = await this.clients.individual.put('/api/city-tax-form', { residenceCity: 'CLE' });
    expect(residence.status, residence.text).toBe(200);
    const first = await this.send(this.create(0, 'individual', 'w2', w2Body(0), 0));
    expect(first.outcome, first.error ?? JSON.stringify(first.response)).toBe('acked');
    this.returnId = first.response!.cityTaxFormId as number;
  }

  async start(): Promise<void> {
    this.server = startServerProcess({
      port: this.options.port,
      providerPort: this.options.providerPort,
      dataDir: this.dataDir,
      env: this.scratch ? { DATABASE_URL: this.scratch.url } : {},
    });
    await this.server.ready();
  }

  async tearDown(): Promise<void> {
    await this.server?.stop();
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
    await this.scratch?.drop();
  }

  /** Opens the data the server used, in this process (stop the server first: PGlite is single-process). */
  openData(): Promise<Database> {
    return openDb(this.scratch ? { databaseUrl: this.scratch.url } : { dataDir: this.dataDir });
  }

  private async send(call: Call): Promise<Call> {
    this.calls.push(call);
    const headers: Record<string, string> = call.key ? { 'idempotency-key': call.key } : {};
    try {
      const res = await this.clients[call.user].post(call.url, call.body, { headers });
      call.status = res.status;
      call.response = res.text ? res.json<Record<string, unknown>>() : {};
      call.outcome = res.status >= 200 && res.status < 300 ? 'acked' : 'refused';
      if (call.outcome === 'acked' && ++this.acks === this.killAt) this.killed = this.server!.kill('SIGKILL');
    } catch (err) {
      call.outcome = 'lost';
      call.error = String(err);
    }
    return call;
  }

  private create(round: number, user: User, kind: Kind, body: unknown, n: number): Call {
    return { round, user, kind, url: CREATE_URL[kind]!, body, key: `${this.run}-r${round}-${kind}-${n}` };
  }

  /**
   * Fires round `round`'s burst and SIGKILLs the process at the `killAfter`-th acknowledgement
   * (counted within the round), with other requests in flight; then starts a new process on the
   * same data.
   */
  async burstAndKill(round: number, killAfter: number): Promise<void> {
    this.acks = 0;
    this.killAt = killAfter;
    this.killed = undefined;
    const send = (call: Call) => this.send(call);
    const create = (user: User, kind: Kind, body: unknown, n: number) =>
      this.create(round, user, kind, body, n);
    const noPayment = (user: User, formId: number): Call => ({
      round,
      user,
      kind: 'noPayment',
      url: `/api/payments/tax-forms/${formId}/no-payment`,
    });
    const initiate = (user: User, formId: number): Call => ({
      round,
      user,
      kind: 'initiatePayment',
      url: `/api/payments/tax-forms/${formId}/initiate-payment-session`,
    });
    /** Creates a form; files it without payment when it owes nothing, else starts its payment. */
    const createThenSettle =
      (user: User, kind: Kind, body: unknown, n: number, owes: boolean) => async () => {
        const created = await send(create(user, kind, body, n));
        if (created.outcome !== 'acked') return;
        const id = created.response!.id as number;
        await send(owes ? initiate(user, id) : noPayment(user, id));
      };

    const individualJobs: (() => Promise<unknown>)[] = [];
    for (let i = 1; i <= 24; i++) {
      individualJobs.push(() => send(create('individual', 'w2', w2Body(i), i)));
      // The return is filed while W-2s are still coming in: later ones are refused (409).
      if (i === 6) individualJobs.push(() => send(noPayment('individual', this.returnId)));
    }
    const jointJobs: (() => Promise<unknown>)[] = [];
    for (let i = 1; i <= 12; i++) {
      const owes = i % 2 === 1;
      const body = individualEstimateBody(CURRENT_YEAR, owes ? 50 + i : 0, i);
      jointJobs.push(createThenSettle('joint', 'individualEstimate', body, i, owes));
      if (i === 4) {
        // A double submit of the exemption certificate: the same key twice at once.
        const exempt = { exemptionSelection: 'retired', businessSoldDate: null };
        jointJobs.push(() =>
          Promise.all([
            send(create('joint', 'exempt', exempt, 0)),
            send(create('joint', 'exempt', exempt, 0)),
          ]),
        );
      }
    }
    const businessJobs: (() => Promise<unknown>)[] = [];
    for (let i = 1; i <= 10; i++) {
      // One return per period: each round files the months of an earlier year.
      const roi = returnOfIncomeBody(TAX_YEAR - round, i);
      businessJobs.push(() => send(create('business', 'returnOfIncome', roi, i)));
      if (i <= 6) {
        const owes = i % 2 === 0;
        const billing = billingStatementBody(owes ? 100 + i : 0);
        const estimate = netProfitEstimateBody(CURRENT_YEAR, owes ? 500 + i : 0, i);
        businessJobs.push(
          createThenSettle('business', 'billingStatement', billing, i, owes),
          createThenSettle('business', 'netProfitEstimate', estimate, i, owes),
        );
      }
    }
    // Interleaved, so the three users' writes overlap.
    const jobs: (() => Promise<unknown>)[] = [];
    for (let i = 0; i < Math.max(individualJobs.length, jointJobs.length, businessJobs.length); i++) {
      for (const list of [individualJobs, jointJobs, businessJobs]) if (list[i]) jobs.push(list[i]!);
    }
    await eachConcurrently(jobs, (job) => job());
    expect(this.killed, `round ${round} ended with only ${this.acks} acknowledged writes`).toBeDefined();
    await this.killed;
    await this.start();
  }

  acked(): Call[] {
    return this.calls.filter((c) => c.outcome === 'acked');
  }
  ackedCreates(): Call[] {
    return this.acked().filter((c) => c.key);
  }

  // -----------------------------------------------------------------------------------------
  // Checks over HTTP, on the restarted process

  /** Every answer before the kill was a success or a 409 the state called for: never a 5xx. */
  expectOnlyDeservedRefusals(): void {
    for (const c of this.calls.filter((x) => x.outcome === 'refused')) {
      expect(c.status, `${c.kind} ${c.url}: ${JSON.stringify(c.response)}`).toBe(409);
    }
  }

  async expectAckedW2sServed(): Promise<void> {
    const w2s = this.ackedCreates().filter((c) => c.kind === 'w2');
    expect(w2s.length).toBeGreaterThan(1);
    await eachConcurrently(w2s, async (c) => {
      const res = await this.clients.individual.get(`/api/form-w2/${c.response!.id as number}`);
      expect(res.status, res.text).toBe(200);
      const { w2Number: _n, ...fields } = c.body as FormW2Request;
      expect(formW2Schema.parse(res.json())).toEqual({
        ...c.response,
        ...fields,
        cityTaxFormId: this.returnId,
      });
    });
  }

  async expectReplaysAnswerTheSameRecord(): Promise<void> {
    await eachConcurrently(this.ackedCreates(), async (c) => {
      const res = await this.clients[c.user].post(c.url, c.body, { headers: { 'idempotency-key': c.key! } });
      expect(res.status, `${c.kind} ${c.key}: ${res.text}`).toBe(200);
      expect(res.json()).toEqual(c.response);
    });
  }

  /** Retries each unacknowledged request of the round with its key, twice: at most one record. */
  async retryUnacknowledged(round: number): Promise<void> {
    const unacked = this.calls.filter((c) => c.round === round && c.outcome === 'lost');
    expect(unacked.length).toBeGreaterThan(0);
    await eachConcurrently(unacked, async (c) => {
      const headers: Record<string, string> = c.key ? { 'idempotency-key': c.key } : {};
      const res = await this.clients[c.user].post(c.url, c.body, { headers });
      this.retries.set(c, res);
      // Success, or the refusal the state now calls for (the return or form filed meanwhile).
      expect([200, 409], `${c.kind} ${c.url}: ${res.text}`).toContain(res.status);
      if (c.key && res.status === 200) {
        const again = await this.clients[c.user].post(c.url, c.body, { headers });
        expect(again.json()).toEqual(res.json());
      }
    });
  }

  /** The return's entries, count and filing as the portal reads them; returns the summary shown. */
  async expectReturnConsistent(): Promise<{ summary: { amountDue: number } | null; status: string }> {
    const res = await this.clients.individual.get('/api/city-tax-form');
    expect(res.status, res.text).toBe(200);
    const form = cityTaxFormResponseSchema.parse(res.json()).cityTaxForm!;
    const entryIds = form.entries.map((e) => e.id);
    for (const c of this.ackedCreates().filter((x) => x.kind === 'w2')) {
      expect(entryIds).toContain(c.response!.id as number);
    }
    const count = await this.clients.individual.get('/api/forms/count-of/FormW2');
    expect(count.json()).toEqual({ count: entryIds.length });
    const filing = this.acked().find((c) => c.kind === 'noPayment' && c.user === 'individual');
    if (filing) expect(form).toMatchObject({ status: 'Filed', filedAt: filing.response!.filedAt });
    return { summary: form.summary, status: form.status };
  }

  // -----------------------------------------------------------------------------------------
  // Checks in the data

  async expectAckedRecordsStored(database: Database): Promise<void> {
    const formRow = async (id: number) =>
      (await database.db.select().from(taxForms).where(eq(taxForms.id, id)))[0];
    for (const c of this.ackedCreates()) {
      const row = await formRow(c.response!.id as number);
      const what = `${c.kind} ${c.key}`;
      expect(row, what).toBeDefined();
      expect(row, what).toMatchObject({
        taxpayerId: USERS[c.user].taxpayerId,
        type: FORM_TYPE[c.kind],
        idempotencyKey: c.key,
      });
      const body = c.body as Record<string, number | string | null>;
      const data = row!.data as Record<string, unknown>;
      switch (c.kind) {
        case 'w2': {
          const { w2Number: _n, ...fields } = c.body as FormW2Request;
          expect(data, what).toEqual(w2ToStored({ ...fields, w2Number: 0 }));
          expect(row!.parentId, what).toBe(this.returnId);
          break;
        }
        case 'individualEstimate':
          expect(data, what).toMatchObject({ estimatedIncomeCents: cents(body.estimatedIncome as number) });
          expect(row!.amountDueCents, what).toBe(cents(body.paymentAmount as number));
          break;
        case 'netProfitEstimate':
          expect(data, what).toMatchObject({
            estimatedNetProfitCents: cents(body.estimatedNetProfit as number),
          });
          expect(row!.amountDueCents, what).toBe(cents(body.paymentAmount as number));
          break;
        case 'billingStatement':
          expect(data, what).toMatchObject({ unpaidTaxCents: cents(body.unpaidTax as number) });
          expect(row!.amountDueCents, what).toBe(cents(c.response!.total as number));
          break;
        case 'returnOfIncome':
          expect(data, what).toMatchObject({ period: body.period, frequency: body.frequency });
          expect(row!.taxYear, what).toBe(body.taxYear);
          expect(row!.amountDueCents, what).toBe(cents(c.response!.amountDue as number));
          break;
        case 'exempt':
          expect(data, what).toMatchObject({ exemptionSelection: body.exemptionSelection });
          expect(row, what).toMatchObject({ status: 'Filed' });
          expect(row!.filedAt?.toISOString(), what).toBe(c.response!.filedAt);
          break;
        default:
          throw new Error(`unexpected ${c.kind}`);
      }
    }
    for (const c of this.acked().filter((x) => x.kind === 'noPayment')) {
      const row = await formRow(c.response!.id as number);
      expect(row, c.url).toMatchObject({ status: 'Filed', amountDueCents: 0 });
      expect(row!.filedAt?.toISOString(), c.url).toBe(c.response!.filedAt);
    }
    for (const c of this.acked().filter((x) => x.kind === 'initiatePayment')) {
      const [payment] = await database.db
        .select()
        .from(payments)
        .where(eq(payments.id, c.response!.remittanceId as string));
      const formId = Number(c.url.split('/')[4]);
      expect(payment, c.url).toMatchObject({ taxFormId: formId, status: 'Initiated' });
      expect(payment!.amountCents).toBe((await formRow(formId))!.amountDueCents);
    }
  }

  /**
   * No form half filed or half submitted, no payment without its form, at most one pending payment
   * per form, and that one for the submitted amount.
   */
  async expectNoHalfFiledForm(database: Database): Promise<void> {
    const rows = await database.db.select().from(taxForms);
    for (const row of rows) {
      expect(row.status === 'Filed', `form ${row.id} status ${row.status} filedAt ${row.filedAt}`).toBe(
        row.filedAt !== null,
      );
      if (row.parentId !== null) {
        // An entry is filed with its return; while the return is a draft or awaits payment, it is a draft.
        const parent = rows.find((r) => r.id === row.parentId);
        expect(row.status, `entry ${row.id} of return ${row.parentId}`).toBe(
          parent?.status === 'Filed' ? 'Filed' : 'Draft',
        );
      }
    }
    const orphans = await database.db.execute(
      sql`select p.id from payments p left join tax_forms f on f.id = p.tax_form_id where f.id is null`,
    );
    expect((orphans as unknown as { rows: unknown[] }).rows).toEqual([]);
    const allPayments = await database.db.select().from(payments);
    const pendingPerForm = new Map<number, number>();
    for (const p of allPayments) {
      const form = rows.find((r) => r.id === p.taxFormId)!;
      expect(form.taxpayerId).toBe(p.taxpayerId);
      if (p.status === 'Completed') expect(form.status, `payment ${p.id}`).toBe('Filed');
      if (p.status === 'Initiated' || p.status === 'InProgress') {
        pendingPerForm.set(p.taxFormId, (pendingPerForm.get(p.taxFormId) ?? 0) + 1);
        // ADR 0017: a pending payment belongs to a submitted form, for exactly its fixed amount.
        expect(form.status, `form ${form.id} of pending payment ${p.id}`).toBe('AwaitingPayment');
        expect(p.amountCents, `pending payment ${p.id}`).toBe(form.amountDueCents);
      }
    }
    for (const [formId, n] of pendingPerForm) expect(n, `pending payments of form ${formId}`).toBe(1);
  }

  /** Each annual return's stored summary and amount due equal a recomputation (and what was shown). */
  async expectReturnAmountsRecompute(
    database: Database,
    shown: { summary: { amountDue: number } | null; status: string },
  ): Promise<void> {
    const returns = await database.db.select().from(taxForms).where(eq(taxForms.type, 'CityTaxForm'));
    expect(returns.length).toBeGreaterThan(0);
    for (const form of returns) {
      const data = storedReturnSchema.parse(form.data);
      const recomputed = await computeSummary(database.db, form);
      expect(data.summary, `return ${form.id}`).toEqual(recomputed);
      expect(form.amountDueCents, `return ${form.id}`).toBe(recomputed?.amountDue ?? 0);
    }
    const individual = returns.find((r) => r.id === this.returnId)!;
    expect(individual.status).toBe(shown.status);
    expect(cents(shown.summary?.amountDue ?? 0)).toBe(individual.amountDueCents);
  }

  /** One record per Idempotency-Key of this scenario: exactly the acknowledged and retried ones. */
  async expectOneRecordPerKey(database: Database): Promise<void> {
    const rows = await database.db
      .select({ id: taxForms.id, key: taxForms.idempotencyKey })
      .from(taxForms)
      .where(like(taxForms.idempotencyKey, `${this.run}-%`));
    const byKey = new Map<string, number[]>();
    for (const r of rows) byKey.set(r.key!, [...(byKey.get(r.key!) ?? []), r.id]);
    for (const [key, ids] of byKey) expect(ids, key).toHaveLength(1);

    const expected = new Map<string, number>();
    for (const c of this.ackedCreates()) expected.set(c.key!, c.response!.id as number);
    for (const [c, res] of this.retries) {
      if (c.key && res.status === 200) {
        const id = res.json<{ id: number }>().id;
        expect(expected.get(c.key) ?? id, c.key).toBe(id);
        expected.set(c.key, id);
      }
    }
    expect(Object.fromEntries([...byKey].map(([k, ids]) => [k, ids[0]]))).toEqual(
      Object.fromEntries(expected),
    );
    const certificates = await database.db
      .select()
      .from(taxForms)
      .where(and(eq(taxForms.taxpayerId, USERS.joint.taxpayerId), eq(taxForms.type, 'ExemptionCertificate')));
    expect(certificates.length).toBeLessThanOrEqual(1);
  }
}
