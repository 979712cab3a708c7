import {
  contactLine,
  RegistrationStatus,
  type CompletePartialRegistrationRequest,
  type ExistingTaxpayerEmailRequest,
} from '@citytax/api';
import { IdentityProofForm, RegistrationCheckForm, WebAccountForm } from '@citytax/forms';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { en } from '../../messages/en';
import { registrationEn } from '../../messages/registration.en';
import { Page } from '../../shell/Page';
import { getEndpoints } from '../../state/endpoints';
import styles from '../pages.module.css';
import {
  CheckYourEmail,
  registrationErrorMessage,
  releaseFocus,
  runRegistration,
  StepHeading,
} from './shared';

const t = registrationEn.check;

type Step =
  | { kind: 'form' }
  | { kind: 'status'; status: RegistrationStatus; taxpayerId: string }
  | { kind: 'emailSent' }
  | { kind: 'created'; email: string };

function LoginLink() {
  return (
    <p>
      <Link to="/auth/login">{t.login}</Link>
    </p>
  );
}

/** /auth/taxpayer-registration: checks a taxpayer ID and says how to get an account. */
export function TaxpayerRegistrationPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [checks, setChecks] = useState(0);
  const [checkError, setCheckError] = useState<string>();
  const [stepError, setStepError] = useState<string>();

  async function check({ taxpayerId }: { taxpayerId: string }) {
    setCheckError(undefined);
    setStepError(undefined);
    try {
      const endpoints = await getEndpoints();
      const { status } = await endpoints.checkRegistration({ taxpayerId });
      releaseFocus();
      if (status === RegistrationStatus.NeedsToCreateWebAccount) {
        navigate(`/auth/taxpayer-registration/web?${new URLSearchParams({ taxpayerId }).toString()}`);
        return;
      }
      setChecks((n) => n + 1);
      setStep({ kind: 'status', status, taxpayerId });
    } catch (error) {
      setStep({ kind: 'form' });
      setCheckError(registrationErrorMessage(error));
    }
  }

  async function sendMigrationEmail(values: ExistingTaxpayerEmailRequest) {
    setStepError(undefined);
    try {
      const endpoints = await getEndpoints();
      await endpoints.existingTaxpayerEmail(values);
      releaseFocus();
      setStep({ kind: 'emailSent' });
    } catch (error) {
      setStepError(registrationErrorMessage(error));
    }
  }

  async function completePartial(values: CompletePartialRegistrationRequest) {
    setStepError(undefined);
    const endpoints = await getEndpoints();
    const outcome = await runRegistration(
      () => endpoints.completePartialRegistration(values),
      values.email,
      'complete_partial_registration',
    );
    if (outcome.kind === 'created') {
      releaseFocus();
      setStep({ kind: 'created', email: outcome.email });
    } else setStepError(outcome.message);
  }

  if (step.kind === 'created')
    return (
      <Page title={t.title}>
        <CheckYourEmail email={step.email} />
      </Page>
    );
  if (step.kind === 'emailSent')
    return (
      <Page title={t.title}>
        <StepHeading>{t.migration.sent}</StepHeading>
        <p>{t.migration.sentBody}</p>
      </Page>
    );

  return (
    <Page title={t.title}>
      <p>{t.intro}</p>
      <RegistrationCheckForm onSubmit={check} serverError={checkError} />
      {step.kind === 'status' ? (
        <section key={checks} className={styles.form}>
          <StatusResult
            status={step.status}
            taxpayerId={step.taxpayerId}
            stepError={stepError}
            onSendMigrationEmail={sendMigrationEmail}
            onCompletePartial={completePartial}
          />
        </section>
      ) : null}
    </Page>
  );
}

function StatusResult({
  status,
  taxpayerId,
  stepError,
  onSendMigrationEmail,
  onCompletePartial,
}: {
  status: RegistrationStatus;
  taxpayerId: string;
  stepError: string | undefined;
  onSendMigrationEmail: (values: ExistingTaxpayerEmailRequest) => Promise<void>;
  onCompletePartial: (values: CompletePartialRegistrationRequest) => Promise<void>;
}) {
  switch (status) {
    case RegistrationStatus.NotRegisteredTaxpayer:
      return (
        <>
          <StepHeading>{t.notRegistered.heading}</StepHeading>
          <p>{t.notRegistered.body}</p>
          <ul>
            <li>
              <Link to="/auth/taxpayer-registration/individual">{t.notRegistered.individual}</Link>
            </li>
            <li>
              <Link to="/auth/taxpayer-registration/business">{t.notRegistered.business}</Link>
            </li>
          </ul>
        </>
      );
    case RegistrationStatus.ReadyToLogin:
      return (
        <>
          <StepHeading>{t.readyToLogin.heading}</StepHeading>
          <p>{t.readyToLogin.body}</p>
          <LoginLink />
        </>
      );
    case RegistrationStatus.TaxpayerAlreadyHasUser:
      return (
        <>
          <StepHeading>{t.alreadyHasUser.heading}</StepHeading>
          <p>{t.alreadyHasUser.body}</p>
          <LoginLink />
        </>
      );
    case RegistrationStatus.NotPrimaryTaxpayer:
      return (
        <>
          <StepHeading>{t.notPrimary.heading}</StepHeading>
          <p>{t.notPrimary.body}</p>
        </>
      );
    case RegistrationStatus.AccountInactive:
      return (
        <>
          <StepHeading>{t.inactive.heading}</StepHeading>
          <p>
            {t.inactive.body} {contactLine(en.support)}
          </p>
        </>
      );
    case RegistrationStatus.NeedsAccountMigration:
      return (
        <>
          <StepHeading>{t.migration.heading}</StepHeading>
          <p>{t.migration.body}</p>
          <IdentityProofForm
            defaultValues={{ taxpayerId }}
            onSubmit={onSendMigrationEmail}
            serverError={stepError}
          />
        </>
      );
    case RegistrationStatus.WebUserRequiresPassword:
      return (
        <>
          <StepHeading>{t.partial.heading}</StepHeading>
          <p>{t.partial.body}</p>
          <WebAccountForm
            defaultValues={{ taxpayerId }}
            submitLabel={t.partial.submit}
            onSubmit={onCompletePartial}
            serverError={stepError}
          />
        </>
      );
    case RegistrationStatus.PendingTaxpayerRegistration:
      return (
        <>
          <StepHeading>{t.pending.heading}</StepHeading>
          <p>{t.pending.body}</p>
        </>
      );
    default:
      return (
        <>
          <StepHeading>{t.readyToLogin.heading}</StepHeading>
          <LoginLink />
        </>
      );
  }
}
