import {
  okSchema,
  paths,
  recoveryCodesSchema,
  secondStepSessionSchema,
  secondStepSetupResultSchema,
  secondStepStatusSchema,
  totpSetupSchema,
  webauthnOptionsSchema,
  type SecondStepCompleteRequest,
  type SecondStepProof,
  type SecondStepRemoveRequest,
  type SecondStepStartRequest,
} from '@citytax/api';
import { getApiClient } from '../../state/api';

/** The second step's calls (ADR 0045), typed by the contract's schemas. */
export const secondStepApi = {
  complete: async (body: SecondStepCompleteRequest) =>
    (await getApiClient()).post(paths.secondStep, body, { schema: secondStepSessionSchema }),
  passkeyOptions: async (pendingToken: string) =>
    (await getApiClient()).post(
      paths.secondStepPasskeyOptions,
      { pendingToken },
      { schema: webauthnOptionsSchema },
    ),
  status: async () => (await getApiClient()).get(paths.secondStepStatus, { schema: secondStepStatusSchema }),
  totpStart: async (body: SecondStepStartRequest) =>
    (await getApiClient()).post(paths.totpStart, body, { schema: totpSetupSchema }),
  totpConfirm: async (body: { pendingToken?: string; code: string }) =>
    (await getApiClient()).post(paths.totpConfirm, body, { schema: secondStepSetupResultSchema }),
  passkeyRegisterOptions: async (body: SecondStepStartRequest) =>
    (await getApiClient()).post(paths.passkeyRegisterOptions, body, { schema: webauthnOptionsSchema }),
  passkeyRegister: async (body: { pendingToken?: string; name: string; response: unknown }) =>
    (await getApiClient()).post(paths.passkeyRegister, body, { schema: secondStepSetupResultSchema }),
  remove: async (body: SecondStepRemoveRequest) =>
    (await getApiClient()).post(paths.secondStepRemove, body, { schema: okSchema }),
  recoveryCodes: async (proof: SecondStepProof) =>
    (await getApiClient()).post(paths.recoveryCodes, { proof }, { schema: recoveryCodesSchema }),
};

/** Asks the browser for a passkey assertion (the library is loaded only when a passkey is used). */
export async function passkeyAssertion(options: Record<string, unknown>) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as never });
}

/** Asks the browser to create a passkey. */
export async function passkeyCreation(options: Record<string, unknown>) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as never });
}
