import {
  PaymentStatus,
  problemMessage,
  ProblemType,
  type PaymentInfo,
  type PaymentSession,
  type TaxFormType,
} from '@citytax/api';
import { PaymentPanel } from '@citytax/forms';
import { DisplayMode, useToast } from '@citytax/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { track } from '../../analytics';
import { formErrorText, problemKind, TaxFormPage } from '../../forms';
import { en } from '../../messages/en';
import { paymentEn } from '../../messages/payment.en';
import { routesOf } from '../../navigation';
import { getEndpoints } from '../../state/endpoints';
import { useUser } from '../../state/session';

const t = paymentEn;

type Load =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; info: PaymentInfo };
type Start = 'idle' | 'starting' | 'started' | 'failed';
type NoPayment = { state: 'idle' | 'filing' | 'filed'; error?: string };

/** The taxpayer panel's display mode for the form being paid (spec §2). */
export function displayModeOf(type: TaxFormType | undefined, isBusinessUser: boolean): DisplayMode {
  switch (type) {
    case 'BillingStatement':
      return DisplayMode.BillingStatement;
    case 'ReturnOfIncome':
    case 'NetProfitEstimate':
      return DisplayMode.Business;
    case 'CityTaxForm':
      return DisplayMode.CityTaxForm;
    case undefined:
      return isBusinessUser ? DisplayMode.Business : DisplayMode.Individual;
    default:
      return DisplayMode.Individual;
  }
}

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
 * from the server). A form that owes nothing is filed without payment.
 */
export function PayPage() {
  const { formId } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(formId ?? '') ? Number(formId) : null;
  const user = useUser();
  const toast = useToast();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [start, setStart] = useState<Start>('idle');
  const [session, setSession] = useState<PaymentSession | null>(null);
  const [noPayment, setNoPayment] = useState<NoPayment>({ state: 'idle' });
  // Set synchronously on the first press: a double click starts one session and posts once.
  const busy = useRef(false);

  // Each load (another form, or this page shown again) starts from the server's state.
  useEffect(() => {
    let current = true;
    busy.current = false;
    setSession(null);
    setStart('idle');
    setNoPayment({ state: 'idle' });
    setLoad({ status: 'loading' });
    if (id === null) {
      setLoad({
        status: 'error',
        message: problemMessage({ type: ProblemType.MissingTaxForm, title: '' }, en.support),
      });
      return;
    }
    getEndpoints()
      .then((endpoints) => endpoints.paymentInfo(id))
      .then((info) => {
        if (!current) return;
        setLoad({ status: 'loaded', info });
        // Back from the provider with the payment done: count the completion once.
        if (info.paymentStatus === PaymentStatus.Completed && paymentMark.get(id) === 'started') {
          paymentMark.set(id, 'completed');
          track('payment_complete', { formId: id, taxFormType: info.taxFormType });
        }
      })
      .catch((error: unknown) => {
        if (!current) return;
        setLoad({ status: 'error', message: formErrorText(error, t.loadFailed) });
        toast.show({ text: t.loadFailed, kind: 'danger' });
      });
    return () => {
      current = false;
    };
  }, [id, reloads, toast]);

  // Back (from the provider) may restore this page from the back-forward cache as it was left:
  // load it again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setReloads((n) => n + 1);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

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
      await (await getEndpoints()).noPayment(id);
      setNoPayment({ state: 'filed' });
    } catch (error) {
      // Filed by an earlier try whose answer was lost: that is the outcome wanted.
      if (problemKind(error) === ProblemType.TaxFormAlreadyFiled) setNoPayment({ state: 'filed' });
      else setNoPayment({ state: 'idle', error: formErrorText(error, t.noPaymentFailed) });
    }
  }, [id, noPayment.state]);

  const done = info?.paymentStatus === PaymentStatus.Completed || noPayment.state === 'filed';

  return (
    <TaxFormPage
      title={t.title}
      displayMode={displayModeOf(info?.taxFormType, Boolean(user?.isBusinessUser))}
    >
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
      />
      {session ? <ProviderHandOff session={session} /> : null}
      {done ? (
        <ul>
          {info?.taxFormType === 'IndividualEstimate' || info?.taxFormType === 'NetProfitEstimate' ? (
            <li>
              <Link to={routesOf.estimatesAndCredits}>{t.estimatesAndCredits}</Link>
            </li>
          ) : null}
          <li>
            <Link to={routesOf.dashboard}>{t.dashboard}</Link>
          </li>
        </ul>
      ) : null}
    </TaxFormPage>
  );
}
