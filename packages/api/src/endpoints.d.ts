import { z } from 'zod';
import type { ApiClient } from './client';
import { type SignInRequest } from './schemas/auth';
/** Paths of the calls in spec §7 (and the ones spec leaves unnamed, chosen here). */
export declare const paths: {
  readonly signIn: '/api/auth/signin';
  readonly signOut: '/api/auth/signout';
  readonly features: '/api/features';
  readonly publicFeatures: '/api/features/public';
  readonly inactivityConfig: '/api/features/inactivity-config';
  readonly taxpayerInfo: '/api/taxpayer-info';
  readonly health: '/healthz';
};
/** Typed calls over a client. */
export declare function createEndpoints(client: ApiClient): {
  signIn: (body: SignInRequest) => Promise<{
    taxpayerId: string | null;
    isBusinessUser: boolean;
    token: string;
    username: string;
    firstName: string;
  }>;
  signOut: () => Promise<{
    ok: true;
  }>;
  features: () => Promise<{
    features: Record<string, boolean>;
  }>;
  publicFeatures: () => Promise<{
    features: Record<string, boolean>;
  }>;
  inactivityConfig: () => Promise<{
    warningTime: number;
    logoutTime: number;
  }>;
  taxpayerInfo: (id?: string) => Promise<{
    taxpayerId: string;
    taxpayerType: 0 | 1 | 2;
    taxpayer: {
      name1: string | null;
      name2: string | null;
      middleInitial: string | null;
      taxpayerFederalId: string | null;
      businessPhoneNumber: string | null;
    };
    jointFiler: {
      name1: string | null;
      name2: string | null;
      middleInitial: string | null;
      taxpayerFederalId: string | null;
    } | null;
    address: {
      streetNumber: string | null;
      city: string | null;
      state: string | null;
      zip: string | null;
    };
  }>;
};
export type Endpoints = ReturnType<typeof createEndpoints>;
export declare const healthSchema: z.ZodObject<
  {
    status: z.ZodLiteral<'ok'>;
  },
  z.core.$strip
>;
