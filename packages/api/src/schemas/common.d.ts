import { z } from 'zod';
/** An email address as the portal accepts it (spec §9: at most 50 characters). */
export declare const emailSchema: z.ZodPipe<z.ZodString, z.ZodEmail>;
/** A taxpayer id: opaque digits assigned by the authority. */
export declare const taxpayerIdSchema: z.ZodString;
export declare const okSchema: z.ZodObject<
  {
    ok: z.ZodLiteral<true>;
  },
  z.core.$strip
>;
