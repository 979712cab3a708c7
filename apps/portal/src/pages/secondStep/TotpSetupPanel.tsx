import type { SecondStepSetupResult, TotpSetup } from '@citytax/api';
import {
  SecondStepCodeForm,
  secondStepRefusal,
  type SecondStepCodeValues,
  type SecondStepServerErrors,
} from '@citytax/forms';
import { useState } from 'react';
import { secondStepEn } from '../../messages/secondStep.en';
import styles from './secondStep.module.css';
import { useFocusOnMount } from './useFocusOnMount';

/** The key in groups of four, easier to read and type (spaces are ignored by every app). */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export interface TotpSetupPanelProps {
  setup: TotpSetup;
  /** Confirms the set-up with a code from the app. */
  confirm: (code: string) => Promise<SecondStepSetupResult>;
  onConfirmed: (result: SecondStepSetupResult) => void;
  /** The pending sign-in has expired (a must-enrol set-up). */
  onExpired?: (text: string) => void;
  headingLevel?: 2 | 3;
  /** Focus the heading when the panel appears (it replaced the button that opened it). */
  focusOnMount?: boolean;
}

/**
 * An authenticator app being set up: the server's QR code, the key as text in groups for typing,
 * and the code that confirms it.
 */
export function TotpSetupPanel({
  setup,
  confirm,
  onConfirmed,
  onExpired,
  headingLevel = 2,
  focusOnMount = false,
}: TotpSetupPanelProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  const t = secondStepEn.app;
  const [serverErrors, setServerErrors] = useState<SecondStepServerErrors>();
  const [serverError, setServerError] = useState<string>();
  const Heading = `h${headingLevel}` as const;

  async function onSubmit(values: SecondStepCodeValues) {
    setServerErrors(undefined);
    setServerError(undefined);
    try {
      onConfirmed(await confirm(values.code));
    } catch (error) {
      const refusal = secondStepRefusal(error);
      if (refusal.kind === 'session') return;
      if (refusal.kind === 'expired' && onExpired) onExpired(refusal.text);
      else if (refusal.kind === 'fields') setServerErrors(refusal.errors);
      else
        setServerError(
          refusal.kind === 'message' || refusal.kind === 'expired'
            ? refusal.text
            : secondStepEn.security.failed,
        );
    }
  }

  return (
    <section className={styles.setup} aria-labelledby="totp-setup-heading">
      <Heading id="totp-setup-heading" ref={heading} tabIndex={-1}>
        {t.heading}
      </Heading>
      <p>{t.steps}</p>
      <p>{t.scan}</p>
      <img className={styles.qr} src={setup.qrCode} alt={t.qrAlt} width={192} height={192} />
      <p>{t.typeKey}</p>
      <p>
        <span>{t.keyLabel}: </span>
        <code className={styles.key} data-secret="">
          {groupedKey(setup.secret)}
        </code>
      </p>
      <p>{t.confirmIntro}</p>
      <SecondStepCodeForm
        methods={['totp']}
        purpose="confirm"
        onSubmit={onSubmit}
        serverErrors={serverErrors}
        serverError={serverError}
      />
    </section>
  );
}
