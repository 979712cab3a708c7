import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Feature, featuresResponseSchema, inactivityConfigSchema } from '@citytax/api';
import type { AppDeps } from '../deps';

export const featureRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, requireAuth }) => {
  app.get(
    '/api/features',
    { onRequest: requireAuth, schema: { response: { 200: featuresResponseSchema } } },
    async () => ({
      features: {
        [Feature.EinManagement]: config.features.einManagement,
        [Feature.PublicFaq]: config.features.publicFaq,
      },
    }),
  );

  app.get('/api/features/public', { schema: { response: { 200: featuresResponseSchema } } }, async () => ({
    features: { [Feature.PublicFaq]: config.features.publicFaq },
  }));

  app.get(
    '/api/features/inactivity-config',
    { schema: { response: { 200: inactivityConfigSchema } } },
    async () => ({
      warningTime: config.inactivity.warningTime,
      logoutTime: config.inactivity.logoutTime,
    }),
  );
};
