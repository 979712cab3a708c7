import { z } from 'zod';
/** Problem types of spec §8, as the last path segment of the problem `type` URI. */
export declare const ProblemType: {
  readonly MissingTaxRate: 'missing-tax-rate';
  readonly MissingTaxForm: 'missing-tax-form';
  readonly TaxFormAlreadyFiled: 'tax-form-already-filed';
  readonly NotAuthorizedToFile: 'not-authorized-to-file';
  readonly MisconfiguredAccount: 'misconfigured-account';
  readonly InactiveUserAccount: 'inactive-user-account';
  readonly AccountMigrationRequired: 'account-migration-required';
  readonly ValidationError: 'validation-error';
  readonly InvalidCredentials: 'invalid-credentials';
  readonly Unauthorized: 'unauthorized';
  readonly Forbidden: 'forbidden';
  readonly NotFound: 'not-found';
  readonly Conflict: 'conflict';
  readonly TooManyRequests: 'too-many-requests';
  readonly ServiceUnavailable: 'service-unavailable';
  readonly InternalError: 'internal-error';
};
export type ProblemType = (typeof ProblemType)[keyof typeof ProblemType];
export declare const PROBLEM_TYPE_BASE = 'https://citytax.example/problems/';
export declare const problemSchema: z.ZodObject<
  {
    type: z.ZodString;
    title: z.ZodString;
    detail: z.ZodOptional<z.ZodString>;
    status: z.ZodOptional<z.ZodNumber>;
    errors: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodArray<z.ZodString>>>;
  },
  z.core.$strip
>;
export type Problem = z.infer<typeof problemSchema>;
export interface SupportContact {
  email: string;
  phone: string;
}
export declare function contactLine(contact: SupportContact): string;
/** The short name of a problem type URI ('.../problems/missing-tax-rate' → 'missing-tax-rate'). */
export declare function problemTypeName(type: string): string;
/**
 * The message a user sees for a problem (spec §8): a fixed text for the known
 * types, the contact line after account problems, the server's detail otherwise.
 */
export declare function problemMessage(problem: Problem, contact: SupportContact): string;
