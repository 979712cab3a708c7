import { z } from 'zod';
/** Taxpayer data for the filing-as identity (spec §3 "Taxpayer data"). */
export declare const taxpayerInfoSchema: z.ZodObject<
  {
    taxpayerId: z.ZodString;
    taxpayerType: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>]>;
    taxpayer: z.ZodObject<
      {
        name1: z.ZodNullable<z.ZodString>;
        name2: z.ZodNullable<z.ZodString>;
        middleInitial: z.ZodNullable<z.ZodString>;
        taxpayerFederalId: z.ZodNullable<z.ZodString>;
        businessPhoneNumber: z.ZodNullable<z.ZodString>;
      },
      z.core.$strip
    >;
    jointFiler: z.ZodNullable<
      z.ZodObject<
        {
          name1: z.ZodNullable<z.ZodString>;
          name2: z.ZodNullable<z.ZodString>;
          middleInitial: z.ZodNullable<z.ZodString>;
          taxpayerFederalId: z.ZodNullable<z.ZodString>;
        },
        z.core.$strip
      >
    >;
    address: z.ZodObject<
      {
        streetNumber: z.ZodNullable<z.ZodString>;
        city: z.ZodNullable<z.ZodString>;
        state: z.ZodNullable<z.ZodString>;
        zip: z.ZodNullable<z.ZodString>;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
export type TaxpayerInfo = z.infer<typeof taxpayerInfoSchema>;
export declare const taxpayerInfoQuerySchema: z.ZodObject<
  {
    id: z.ZodOptional<z.ZodString>;
  },
  z.core.$strip
>;
