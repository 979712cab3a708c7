import type { SecondStepProof, SecondStepRemoveRequest, SecondStepStatus, TotpSetup } from '@citytax/api';
import {
  SecondStepProofForm,
  secondStepRefusal,
  type SecondStepProofValues,
  type SecondStepServerErrors,
} from '@citytax/forms';
import { Button, Spinner, TextField } from '@citytax/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { formatLongDate } from '../../i18n/formats';
import { secondStepEn } from '../../messages/secondStep.en';
import { FocusedAlert } from '../account/FocusedAlert';
import { FocusedHeading } from './FocusedHeading';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { passkeyCreation, secondStepApi } from './secondStepApi';
import styles from './secondStep.module.css';
import { TotpSetupPanel } from './TotpSetupPanel';
import { useFocusOnMount } from './useFocusOnMount';

type Change = SecondStepRemoveRequest['what'];

/** What the page shows under the status. */
type Mode =
  | { at: 'overview' }
  | { at: 'proof'; purpose: 'app' | 'passkey' | 'codes' | Change }
  | { at: 'app'; setup: TotpSetup }
  | { at: 'passkey'; options: Record<string, unknown> }
  | { at: 'codes'; codes: readonly string[] };

const hasMethod = (status: SecondStepStatus) => status.totp || status.passkeys.length > 0;

/** A form's state for the server's answer to its last submit. */
function useRefusals() {
  const [serverErrors, setServerErrors] = useState<SecondStepServerErrors>();
  const [serverError, setServerError] = useState<string>();
  const reset = () => {
    setServerErrors(undefined);
    setServerError(undefined);
  };
  const refused = (error: unknown) => {
    const refusal = secondStepRefusal(error);
    if (refusal.kind === 'session') return;
    if (refusal.kind === 'fields') setServerErrors(refusal.errors);
    else
      setServerError(
        refusal.kind === 'message' || refusal.kind === 'expired'
          ? refusal.text
          : secondStepEn.security.failed,
      );
  };
  return { serverErrors, serverError, reset, refused };
}

/**
 * /account-security (issue 30, ADR 0045): the second sign-in step of the signed-in account. Set up an
 * authenticator app (QR code, key as text, a code to confirm) and see the recovery codes once; add a
 * passkey; remove the app, a passkey or everything, and get new recovery codes, each with the
 * password and a current code.
 */
export function AccountSecurityPage() {
  const t = secondStepEn.security;
  const [status, setStatus] = useState<SecondStepStatus | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [mode, setMode] = useState<Mode>({ at: 'overview' });
  const [done, setDone] = useState<{ text: string; at: number } | null>(null);
  // Back to the overview: the heading takes focus again (the form that had it is gone).
  const [overviewAt, setOverviewAt] = useState(0);
  const form = useRefusals();

  const load = useCallback(async () => {
    try {
      setStatus(await secondStepApi.status());
      setLoadFailed(false);
    } catch (error) {
      if (secondStepRefusal(error).kind !== 'session') setLoadFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  function back(text?: string) {
    form.reset();
    setMode({ at: 'overview' });
    setDone(text ? { text, at: Date.now() } : null);
    setOverviewAt((n) => n + 1);
    void load();
  }

  function begin(purpose: 'app' | 'passkey' | 'codes' | Change) {
    form.reset();
    setDone(null);
    if (status && !hasMethod(status) && (purpose === 'app' || purpose === 'passkey')) void start(purpose);
    else setMode({ at: 'proof', purpose });
  }

  async function start(purpose: 'app' | 'passkey', proof?: SecondStepProof) {
    try {
      if (purpose === 'app')
        setMode({ at: 'app', setup: await secondStepApi.totpStart(proof ? { proof } : {}) });
      else
        setMode({
          at: 'passkey',
          options: await secondStepApi.passkeyRegisterOptions(proof ? { proof } : {}),
        });
    } catch (error) {
      if (mode.at !== 'proof') setMode({ at: 'proof', purpose });
      form.refused(error);
    }
  }

  async function onProof(values: SecondStepProofValues) {
    if (mode.at !== 'proof') return;
    form.reset();
    const purpose = mode.purpose;
    if (purpose === 'app' || purpose === 'passkey') return start(purpose, values);
    try {
      if (purpose === 'codes') {
        const { recoveryCodes } = await secondStepApi.recoveryCodes(values);
        setMode({ at: 'codes', codes: recoveryCodes });
      } else {
        await secondStepApi.remove({ proof: values, what: purpose });
        back(t.removed);
      }
    } catch (error) {
      form.refused(error);
    }
  }

  const submitLabel = (purpose: 'app' | 'passkey' | 'codes' | Change) => {
    if (purpose === 'app') return secondStepEn.app.start;
    if (purpose === 'passkey') return secondStepEn.passkey.add;
    if (purpose === 'codes') return t.newCodes;
    if (purpose.kind === 'totp') return t.removeApp;
    if (purpose.kind === 'all') return t.removeAll;
    return t.removePasskey(status?.passkeys.find((p) => p.id === purpose.id)?.name ?? '');
  };
  const removing = (purpose: 'app' | 'passkey' | 'codes' | Change) => typeof purpose === 'object';

  return (
    <>
      <FocusedHeading title={t.title} focusKey={overviewAt} />
      {done ? (
        <FocusedAlert variant="success" focusKey={done.at}>
          {done.text}
        </FocusedAlert>
      ) : null}
      {loadFailed ? <FocusedAlert variant="error">{t.loadFailed}</FocusedAlert> : null}
      {!status && !loadFailed ? <Spinner /> : null}
      {status && mode.at === 'overview' ? <Overview status={status} onBegin={begin} /> : null}
      {mode.at === 'proof' ? (
        <ProofSection
          title={submitLabel(mode.purpose)}
          note={mode.purpose === 'codes' ? t.newCodesNote : undefined}
          variant={removing(mode.purpose) ? 'danger' : 'primary'}
          onSubmit={onProof}
          serverErrors={form.serverErrors}
          serverError={form.serverError}
          onCancel={() => back()}
        />
      ) : null}
      {mode.at === 'app' ? (
        <div className={styles.section}>
          <TotpSetupPanel
            focusOnMount
            setup={mode.setup}
            confirm={(code) => secondStepApi.totpConfirm({ code })}
            onConfirmed={(result) =>
              result.recoveryCodes
                ? setMode({ at: 'codes', codes: result.recoveryCodes })
                : back(secondStepEn.app.added)
            }
          />
          <p>
            <Button variant="link" onClick={() => back()}>
              {t.cancel}
            </Button>
          </p>
        </div>
      ) : null}
      {mode.at === 'passkey' ? (
        <PasskeyPanel
          options={mode.options}
          onAdded={(codes) => (codes ? setMode({ at: 'codes', codes }) : back(secondStepEn.passkey.added))}
          onCancel={() => back()}
        />
      ) : null}
      {mode.at === 'codes' ? (
        <div className={styles.section}>
          <RecoveryCodesPanel codes={mode.codes} onContinue={() => back()} />
        </div>
      ) : null}
    </>
  );
}

/** The password and a current code, asked before a change; its heading takes focus when it opens. */
function ProofSection({
  title,
  note,
  onCancel,
  ...form
}: {
  title: string;
  note: string | undefined;
  variant: 'danger' | 'primary';
  onSubmit: (values: SecondStepProofValues) => Promise<void>;
  serverErrors: SecondStepServerErrors | undefined;
  serverError: string | undefined;
  onCancel: () => void;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className={styles.section} aria-labelledby="proof-heading">
      <h2 id="proof-heading" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {note ? <p>{note}</p> : null}
      <SecondStepProofForm submitLabel={title} {...form} />
      <p>
        <Button variant="link" onClick={onCancel}>
          {secondStepEn.security.cancel}
        </Button>
      </p>
    </section>
  );
}

function Overview({
  status,
  onBegin,
}: {
  status: SecondStepStatus;
  onBegin: (purpose: 'app' | 'passkey' | 'codes' | Change) => void;
}) {
  const t = secondStepEn.security;
  const on = hasMethod(status);
  return (
    <>
      <p>{t.intro}</p>
      <section className={styles.section} aria-labelledby="status-heading">
        <h2 id="status-heading">{t.statusHeading}</h2>
        <p>
          <strong>{on ? t.on : t.off}</strong> {status.required ? t.required : null}
        </p>
        <ul className={styles.list}>
          <li>{status.totp ? t.appOn : t.appOff}</li>
          {on ? <li>{t.recoveryLeft(status.recoveryCodesLeft)}</li> : null}
        </ul>
        <h3>{t.passkeysHeading}</h3>
        {status.passkeys.length === 0 ? (
          <p>{t.noPasskeys}</p>
        ) : (
          <ul className={styles.list}>
            {status.passkeys.map((passkey) => (
              <li key={passkey.id}>
                {passkey.name} ({t.passkeyAdded(formatLongDate(passkey.createdAt))}){' '}
                <Button variant="link" onClick={() => onBegin({ kind: 'passkey', id: passkey.id })}>
                  {t.removePasskey(passkey.name)}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {on ? <p>{t.changesNeedProof}</p> : null}
        <div className={styles.actions}>
          {status.totp ? (
            <Button variant="secondary" onClick={() => onBegin({ kind: 'totp' })}>
              {t.removeApp}
            </Button>
          ) : (
            <Button onClick={() => onBegin('app')}>{secondStepEn.app.start}</Button>
          )}
          <Button variant="secondary" onClick={() => onBegin('passkey')}>
            {secondStepEn.passkey.add}
          </Button>
          {on ? (
            <Button variant="secondary" onClick={() => onBegin('codes')}>
              {t.newCodes}
            </Button>
          ) : null}
          {on && !status.required ? (
            <Button variant="danger" onClick={() => onBegin({ kind: 'all' })}>
              {t.removeAll}
            </Button>
          ) : null}
        </div>
      </section>
    </>
  );
}

/** Names a new passkey and asks the browser to make it. */
function PasskeyPanel({
  options,
  onAdded,
  onCancel,
}: {
  options: Record<string, unknown>;
  onAdded: (codes: readonly string[] | undefined) => void;
  onCancel: () => void;
}) {
  const t = secondStepEn.passkey;
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<{ text: string; at: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useFocusOnMount<HTMLHeadingElement>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (!name.trim()) {
      setError(`${t.name} ${secondStepEn.security.nameRequired}`);
      document.getElementById('passkey-name')?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const response = await passkeyCreation(options);
      const result = await secondStepApi.passkeyRegister({ name: name.trim(), response });
      onAdded(result.recoveryCodes);
    } catch {
      setFailure({ text: t.failed, at: Date.now() });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="passkey-heading">
      <h2 id="passkey-heading" ref={heading} tabIndex={-1}>
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      {failure ? (
        <FocusedAlert variant="error" focusKey={failure.at}>
          {failure.text}
        </FocusedAlert>
      ) : null}
      <form className={styles.setup} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          id="passkey-name"
          label={t.name}
          hint={t.nameHint}
          name="passkeyName"
          maxLength={60}
          isRequired
          value={name}
          onChange={setName}
          error={error}
        />
        <div className={styles.actions}>
          <Button type="submit" isLoading={busy} loadingLabel={secondStepEn.security.working}>
            {t.add}
          </Button>
          <Button variant="link" onClick={onCancel}>
            {secondStepEn.security.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
