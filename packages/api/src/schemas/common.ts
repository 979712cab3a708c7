import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants';

/** An email address as the portal accepts it (spec §9: at most 50 characters). */
export const emailSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(EMAIL_MAX_LENGTH, { error: `must be at most ${EMAIL_MAX_LENGTH} characters` })
  .pipe(z.email({ error: 'must be a valid email address' }));

/** A taxpayer id: opaque digits assigned by the authority. */
export const taxpayerIdSchema = z
  .string({ error: 'is required' })
  .regex(/^\d{1,12}$/, { error: 'must be a taxpayer ID of digits only' });

export const okSchema = z.object({ ok: z.literal(true) });
