import { createHash, createPrivateKey, sign } from 'node:crypto';
import { authenticator } from 'otplib';
import { paths } from '@citytax/api';
import { DEMO_PASSKEY_IDS } from '../../apps/mock-server/src/db/seed';

/*
 * Passing the second sign-in step in tests (ADR 0045). The demo business accounts have a passkey
 * whose private key is here: a test signs the server's challenge in Node, or adds the key to
 * Chromium's virtual authenticator (`demoPasskeyCredentials`). A passkey has no 30-second step, so
 * any number of sign-ins in a row pass it. An account that must set one up gets an authenticator
 * app, its codes computed from the key the server shows once.
 */

/** The demo passkeys' private key (PKCS#8, P-256); its public key is `DEMO_PASSKEY_PUBLIC_KEY`. */
export const DEMO_PASSKEY_PRIVATE_KEY =
  'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgR6H5XajpexfRzEozX/j9JdHUrX1hyimmpit7+BD26xChRANCAAQHjaeVECBC7+jJ2GF13Z9r3J9QohlOu5QbKrJ704HBp/Gp2UnWMgB0CyjKTBpif5Zg56vC9afOzuwqzcFphLLH';

const privateKey = createPrivateKey({
  key: Buffer.from(DEMO_PASSKEY_PRIVATE_KEY, 'base64'),
  format: 'der',
  type: 'pkcs8',
});
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

/** What `/api/auth/signin` answers when a second step is owed. */
export interface PendingSecondStep {
  pendingToken: string;
  methods: string[];
  mustEnrol: boolean;
}

/**
 * A WebAuthn assertion of a demo passkey for these authentication options, as @simplewebauthn/browser
 * sends it. Its signature counter is 0, as a synced passkey's is, so assertions may come in any order.
 */
export function demoPasskeyAssertion(
  options: { challenge: string; rpId?: string; allowCredentials?: { id: string }[] },
  origin: string,
) {
  const rpId = options.rpId ?? new URL(origin).hostname;
  const known = new Set(Object.values(DEMO_PASSKEY_IDS));
  const id = options.allowCredentials?.map((c) => c.id).find((c) => known.has(c));
  if (!id) throw new Error('no demo passkey is allowed for this sign-in');
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }),
  );
  // rpIdHash, flags UP and UV, signature counter 0.
  const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), Buffer.alloc(4)]);
  const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), privateKey);
  return {
    id,
    rawId: id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authenticatorData),
      signature: b64url(signature),
    },
    clientExtensionResults: {},
  };
}

/** A POST of JSON, answering the status and parsed body: any of the suites' HTTP clients. */
export type PostJson = (url: string, body: unknown) => Promise<{ status: number; body: unknown }>;

/**
 * Completes a sign-in that answered `secondStep`: with the demo passkey when the account has one,
 * else (an account that must set one up) by setting up an authenticator app. Resolves with the
 * session's answer (its token and user), as `/api/auth/signin` gives it without a second step.
 */
export async function passSecondStep(
  post: PostJson,
  pending: PendingSecondStep,
  origin: string,
  /** The server's time, when a test's clock is not the real one (an app's code is of its time). */
  at: Date = new Date(),
): Promise<Record<string, unknown>> {
  const expectOk = (what: string, answer: { status: number; body: unknown }) => {
    if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as Record<string, unknown>;
  };
  const { pendingToken } = pending;
  if (pending.mustEnrol) {
    const setup = expectOk('authenticator set-up', await post(paths.totpStart, { pendingToken }));
    const code = authenticator.clone({ epoch: at.getTime() }).generate(String(setup.secret));
    const done = expectOk(
      'authenticator confirmation',
      await post(paths.totpConfirm, { pendingToken, code }),
    );
    return done.session as Record<string, unknown>;
  }
  if (!pending.methods.includes('webauthn')) throw new Error('this account has no passkey the tests hold');
  const options = expectOk('passkey options', await post(paths.secondStepPasskeyOptions, { pendingToken }));
  const response = demoPasskeyAssertion(options as Parameters<typeof demoPasskeyAssertion>[0], origin);
  return expectOk(
    'passkey sign-in',
    await post(paths.secondStep, { pendingToken, method: 'webauthn', response }),
  );
}

/** The demo passkeys as Chromium's virtual authenticator takes them (CDP `WebAuthn.addCredential`). */
export function demoPasskeyCredentials(rpId: string, signCount: number) {
  return Object.values(DEMO_PASSKEY_IDS).map((id) => ({
    credentialId: Buffer.from(id, 'base64url').toString('base64'),
    isResidentCredential: false,
    rpId,
    privateKey: DEMO_PASSKEY_PRIVATE_KEY,
    signCount,
  }));
}
