import { z } from 'zod';
import type { ApiClient } from './client';
import { signInResponseSchema, type SignInRequest } from './schemas/auth';
import { okSchema } from './schemas/common';
import { featuresResponseSchema, inactivityConfigSchema } from './schemas/features';
import { taxpayerInfoSchema } from './schemas/taxpayer';

/** Paths of the calls in spec §7 (and the ones spec leaves unnamed, chosen here). */
export const paths = {
  signIn: '/api/auth/signin',
  signOut: '/api/auth/signout',
  features: '/api/features',
  publicFeatures: '/api/features/public',
  inactivityConfig: '/api/features/inactivity-config',
  taxpayerInfo: '/api/taxpayer-info',
  health: '/healthz',
} as const;

/** Typed calls over a client. */
export function createEndpoints(client: ApiClient) {
  return {
    signIn: (body: SignInRequest) => client.post(paths.signIn, body, { schema: signInResponseSchema }),
    signOut: () => client.post(paths.signOut, undefined, { schema: okSchema }),
    features: () => client.get(paths.features, { schema: featuresResponseSchema }),
    publicFeatures: () => client.get(paths.publicFeatures, { schema: featuresResponseSchema }),
    inactivityConfig: () => client.get(paths.inactivityConfig, { schema: inactivityConfigSchema }),
    taxpayerInfo: (id?: string) =>
      client.get(id ? `${paths.taxpayerInfo}?id=${encodeURIComponent(id)}` : paths.taxpayerInfo, {
        schema: taxpayerInfoSchema,
      }),
  };
}
export type Endpoints = ReturnType<typeof createEndpoints>;

export const healthSchema = z.object({ status: z.literal('ok') });
