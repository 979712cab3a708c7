import { z } from 'zod';
import { TaxpayerType } from '../enums';

const nullableText = z.string().nullable();

/** Taxpayer data for the filing-as identity. */
export const taxpayerInfoSchema = z.object({
  taxpayerId: z.string(),
  taxpayerType: z.union([
    z.literal(TaxpayerType.Individual),
    z.literal(TaxpayerType.Joint),
    z.literal(TaxpayerType.Business),
  ]),
  taxpayer: z.object({
    name1: nullableText,
    name2: nullableText,
    middleInitial: nullableText,
    /** SSN (masked to its last four digits) or FEIN. */
    taxpayerFederalId: nullableText,
    businessPhoneNumber: nullableText,
  }),
  jointFiler: z
    .object({
      name1: nullableText,
      name2: nullableText,
      middleInitial: nullableText,
      taxpayerFederalId: nullableText,
    })
    .nullable(),
  address: z.object({
    streetNumber: nullableText,
    city: nullableText,
    state: nullableText,
    zip: nullableText,
  }),
});
export type TaxpayerInfo = z.infer<typeof taxpayerInfoSchema>;

export const taxpayerInfoQuerySchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/, { error: 'must be a taxpayer ID of digits only' })
    .optional(),
});
