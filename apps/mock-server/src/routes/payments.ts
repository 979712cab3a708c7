import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app';

// Scaffold: issue 8 fills these routes in (a helper is writing them now).
export const paymentRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
