import { PaymentStatus, TaxFormStatus, type PaymentSession } from '@citytax/api';
import { PaymentPanel } from '@citytax/forms';
import { useToast } from '@citytax/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { track } from '../../analytics';
import { fileWithoutPayment, formErrorText, problemKind, TaxFormPage } from '../../taxForm';
import { displayModeOf } from '../../taxForm/displayMode';
import { confirmationPath } from '../../taxForm/formPaths';
import { useLastSettled } from '../../taxForm/useSettled';
import { NextLinks } from '../../taxForm/NextLinks';
import { FocusedAlert } from '../account/FocusedAlert';
import { confirmationEn } from '../../messages/confirmation.en';
import { paymentEn } from '../../messages/payment.en';
import { FORM_PAGES, routesOf } from '../../navigation';
import { getEndpoints } from '../../state/endpoints';
import { useUser } from '../../state/session';
import type { PaymentLoad, payLoader } from './pay/payLoader';

const t = paymentEn;

type Start = 'idle' | 'starting' | 'started' | 'failed';
type NoPayment = { state: 'idle' | 'filing' | 'filed'; error?: string };
/** Withdrawn: said once the form has been read again (`before` is the read it replaces). */
type Withdraw =
  { state: 'idle' | 'withdrawing'; error?: string } | { state: 'withdrawn'; before: Promise<PaymentLoad> };

export { displayModeOf };

/**
 * Per form, whether this browser tab sent the filer to the provider ('started') and whether the
 * completion has been counted ('completed'), so payment_complete fires once per payment.
 */
const paymentMark = {
  key: (formId: number) => `citytax.payment.${formId}`,
  get(formId: number): string | null {
    try {
      return sessionStorage.getItem(this.key(formId));
    } catch {
      return null;
    }
  },
  set(formId: number, value: 'started' | 'completed') {
    try {
      sessionStorage.setItem(this.key(formId), value);
    } catch {
      // Storage may be unavailable (private mode); analytics then simply counts less.
    }
  },
};

/** Only a web page may receive the browser's post; anything else is a failed start. */
function isWebUrl(url: string): boolean {
  try {
    const protocol = new URL(url, window.location.href).protocol;
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The hand-off to the provider's hosted payment page: a real form posted by the browser (no
 * script talks to the provider), submitted as soon as it is in the document.
 */
function ProviderHandOff({ session }: { session: PaymentSession }) {
  const ref = useRef<HTMLFormElement>(null);
  // Once per session, even when development's StrictMode runs the effect twice.
  const posted = useRef<PaymentSession | null>(null);
  useEffect(() => {
    if (posted.current === session) return;
    posted.current = session;
    ref.current?.submit();
  }, [session]);
  return (
    <form ref={ref} method="post" action={session.postUrl} hidden>
      <input type="hidden" name="applicationId" value={session.applicationId} />
      <input type="hidden" name="messageVersion" value={session.messageVersion} />
      <input type="hidden" name="remittanceId" value={session.remittanceId} />
    </form>
  );
}

/**
 * /form/{formId}/pay (spec §2 "Payment"): loads the form's payment details; a paid form shows its
 * history and the amount applied; otherwise Pay starts one payment session on the server and posts
 * the browser to the provider, which sends it back here (without the outcome: the status is read
 * from the server). A form that owes nothing is filed without payment. Paid on the way back from
 * the provider, or filed without payment here, the filer goes on to the form's confirmation (issue
 * 15); a paid or filed form opened later shows its history and links to its confirmation. The
 * route's loader (`payLoader`) reads the details; the page revalidates it to read them again.
 */
export function PayPage() {
  const { id, payment } = useLoaderData<typeof payLoader>();
  const { revalidate, state: revalidating } = useRevalidator();
  const last = useLastSettled(payment);
  const settled = last?.promise === payment ? last.value : undefined;
  const user = useUser();
  const toast = useToast();
  const navigate = useNavigate();
  const [start, setStart] = useState<Start>('idle');
  const [session, setSession] = useState<PaymentSession | null>(null);
  const [noPayment, setNoPayment] = useState<NoPayment>({ state: 'idle' });
  const [withdrawal, setWithdrawal] = useState<Withdraw>({ state: 'idle' });
  // Withdrawn, the form's details stay as they were (Withdraw busy, Pay disabled) until it has been
  // read again; then the withdraw is said along with what the form is now.
  const rereading = withdrawal.state === 'withdrawn' && (withdrawal.before === payment || !settled);
  const withdrawing = withdrawal.state === 'withdrawing' || rereading;
  // Reading again otherwise (shown again, a refused withdraw) shows the spinner at once, as the
  // first read does.
  const load: PaymentLoad | { status: 'loading' } =
    rereading && last ? last.value : settled && revalidating !== 'loading' ? settled : { status: 'loading' };
  // Set synchronously on the first press: a double click starts one session and posts once.
  const busy = useRef(false);

  // A withdraw is said until another form is shown (it outlives the reload it causes).
  useEffect(() => setWithdrawal({ state: 'idle' }), [id]);

  // Each load (another form, or this page shown again) starts from the server's state.
  useEffect(() => {
    busy.current = false;
    setSession(null);
    setStart('idle');
    setNoPayment({ state: 'idle' });
  }, [payment]);

  // What a read found is told once, also when StrictMode runs effects twice.
  const told = useRef<PaymentLoad>(undefined);
  useEffect(() => {
    if (!settled || told.current === settled || id === null) return;
    told.current = settled;
    if (settled.status === 'error') {
      if (settled.failed) toast.show({ text: t.loadFailed, kind: 'danger' });
      return;
    }
    // Back from the provider with the payment done: count the completion once, and go on to the
    // confirmation (in place of this page, so Back does not return to a finished payment).
    if (settled.info.paymentStatus === PaymentStatus.Completed && paymentMark.get(id) === 'started') {
      paymentMark.set(id, 'completed');
      track('payment_complete', { formId: id, taxFormType: settled.info.taxFormType });
      void navigate(confirmationPath(id), { replace: true });
    }
  }, [settled, id, toast, navigate]);

  // Back (from the provider) may restore this page from the back-forward cache as it was left:
  // load it again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void revalidate();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [revalidate]);

  const info = load.status === 'loaded' ? load.info : undefined;

  const onPay = useCallback(async () => {
    if (busy.current || id === null || !info) return;
    busy.current = true;
    setStart('starting');
    try {
      const started = await (await getEndpoints()).initiatePaymentSession(id);
      if (!isWebUrl(started.postUrl)) throw new Error('The payment session has no web address to post to.');
      track('payment_start', { formId: id, taxFormType: info.taxFormType });
      paymentMark.set(id, 'started');
      setStart('started');
      setSession(started);
    } catch {
      setStart('failed');
    }
  }, [id, info]);

  const onNoPayment = useCallback(async () => {
    if (id === null || noPayment.state !== 'idle') return;
    setNoPayment({ state: 'filing' });
    try {
      await fileWithoutPayment(await getEndpoints(), id);
      setNoPayment({ state: 'filed' });
      void navigate(confirmationPath(id), { replace: true });
    } catch (error) {
      setNoPayment({ state: 'idle', error: formErrorText(error, t.noPaymentFailed) });
    }
  }, [id, noPayment.state, navigate]);

  /** AwaitingPayment → Draft (the pending session is voided); then the info is read again. */
  const onWithdraw = useCallback(async () => {
    if (id === null || withdrawing) return;
    setWithdrawal({ state: 'withdrawing' });
    try {
      await (await getEndpoints()).withdrawForm(id);
      setWithdrawal({ state: 'withdrawn', before: payment });
      void revalidate();
    } catch (error) {
      setWithdrawal({ state: 'idle', error: formErrorText(error, t.withdrawFailed) });
      // Paid or withdrawn meanwhile (another tab): show what the form is now.
      if (problemKind(error)) void revalidate();
    }
  }, [id, withdrawing, payment, revalidate]);

  const done = info?.paymentStatus === PaymentStatus.Completed || noPayment.state === 'filed';
  // Withdrawn to be changed: the page offers only the way back to the form, not Pay (issue 31).
  const withdrawn = withdrawal.state === 'withdrawn' && !rereading;
  const formPage = info ? FORM_PAGES[info.taxFormType] : undefined;

  return (
    <TaxFormPage
      title={t.title}
      displayMode={displayModeOf(info?.taxFormType, Boolean(user?.isBusinessUser))}
    >
      {withdrawn ? (
        <>
          <FocusedAlert variant="success">{t.withdrawn}</FocusedAlert>
          {formPage ? (
            <p>
              <Link to={routesOf[formPage]}>
                {info?.taxFormType === 'CityTaxForm' ? t.backToReturn : t.backToForm}
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <PaymentPanel
          info={info}
          loading={load.status === 'loading'}
          loadError={load.status === 'error' ? load.message : undefined}
          starting={start === 'starting'}
          started={start === 'started'}
          startFailed={start === 'failed'}
          onPay={() => void onPay()}
          filing={noPayment.state === 'filing'}
          filed={noPayment.state === 'filed'}
          noPaymentError={noPayment.error}
          onNoPayment={() => void onNoPayment()}
          {...(info?.formStatus === TaxFormStatus.AwaitingPayment
            ? { onWithdraw: () => void onWithdraw() }
            : {})}
          withdrawing={withdrawing}
          withdrawError={withdrawal.state === 'withdrawn' ? undefined : withdrawal.error}
          filedActions={
            id !== null ? <Link to={confirmationPath(id)}>{confirmationEn.viewConfirmation}</Link> : null
          }
        />
      )}
      {session ? <ProviderHandOff session={session} /> : null}
      {done ? <NextLinks taxFormType={info?.taxFormType} /> : null}
    </TaxFormPage>
  );
}
