import { z } from 'zod';

/** Feature flags: a map of feature name to on/off. */
export const featuresResponseSchema = z.object({
  features: z.record(z.string(), z.boolean()),
});
export type FeaturesResponse = z.infer<typeof featuresResponseSchema>;

/** Inactivity configuration, in milliseconds. */
export const inactivityConfigSchema = z
  .object({
    warningTime: z.number().int().positive(),
    logoutTime: z.number().int().positive(),
  })
  .refine((c) => c.logoutTime > c.warningTime, {
    error: 'logoutTime must be later than warningTime',
    path: ['logoutTime'],
  });
export type InactivityConfig = z.infer<typeof inactivityConfigSchema>;
