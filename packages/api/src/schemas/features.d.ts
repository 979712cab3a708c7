import { z } from 'zod';
/** Feature flags: a map of feature name to on/off (spec §3). */
export declare const featuresResponseSchema: z.ZodObject<
  {
    features: z.ZodRecord<z.ZodString, z.ZodBoolean>;
  },
  z.core.$strip
>;
export type FeaturesResponse = z.infer<typeof featuresResponseSchema>;
/** Inactivity configuration, in milliseconds (spec §3, §9). */
export declare const inactivityConfigSchema: z.ZodObject<
  {
    warningTime: z.ZodNumber;
    logoutTime: z.ZodNumber;
  },
  z.core.$strip
>;
export type InactivityConfig = z.infer<typeof inactivityConfigSchema>;
