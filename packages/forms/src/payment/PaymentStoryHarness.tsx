import type { PaymentInfo, PaymentSession } from '@citytax/api';
import { useEffect, useRef, useState } from 'react';
import { storyEndpoints } from '../account-shared/StoryHarness';
import { storyErrorMessage } from '../annual-return-shared/StoryHarness';
import { PaymentPanel } from './PaymentPanel';

export interface PaymentStoryHarnessProps {
  formId: number;
  /** Called with each session started (the page would post the browser to its postUrl). */
  onSessionStarted?: (session: PaymentSession) => void;
}

/**
 * Stories only: wires the panel to the MSW-answered payment calls the way the portal page does,
 * without leaving for the provider (the session is reported instead of posted).
 */
export function PaymentStoryHarness({ formId, onSessionStarted }: PaymentStoryHarnessProps) {
  const [info, setInfo] = useState<PaymentInfo>();
  const [loadError, setLoadError] = useState<string>();
  const [start, setStart] = useState<'idle' | 'starting' | 'started' | 'failed'>('idle');
  const [filing, setFiling] = useState(false);
  const [filed, setFiled] = useState(false);
  const [noPaymentError, setNoPaymentError] = useState<string>();
  const busy = useRef(false);

  useEffect(() => {
    let current = true;
    storyEndpoints.paymentInfo(formId).then(
      (loaded) => current && setInfo(loaded),
      (error: unknown) => current && setLoadError(storyErrorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [formId]);

  return (
    <PaymentPanel
      info={info}
      loading={!info && !loadError}
      loadError={loadError}
      starting={start === 'starting'}
      started={start === 'started'}
      startFailed={start === 'failed'}
      onPay={() => {
        if (busy.current) return;
        busy.current = true;
        setStart('starting');
        storyEndpoints.initiatePaymentSession(formId).then(
          (session) => {
            setStart('started');
            onSessionStarted?.(session);
          },
          () => setStart('failed'),
        );
      }}
      filing={filing}
      filed={filed}
      noPaymentError={noPaymentError}
      onNoPayment={() => {
        setFiling(true);
        setNoPaymentError(undefined);
        storyEndpoints
          .noPayment(formId)
          .then(
            () => setFiled(true),
            (error: unknown) => setNoPaymentError(storyErrorMessage(error)),
          )
          .finally(() => setFiling(false));
      }}
    />
  );
}
