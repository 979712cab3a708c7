import type { ExemptionReason } from '../schemas/forms';

// Words of the exemption certificate that the screens and the filed copies
// both print, defined once (see ../index.ts).

/** The exemption certificate's reasons, in the words the filer chooses one by. */
export const exemptionWords = {
  reasons: {
    retired: (taxYear: number) => `I was retired for all of ${taxYear} and had no earned income.`,
    armedForces: (taxYear: number) => `I was on active duty in the armed forces for all of ${taxYear}.`,
    under18: (taxYear: number) => `I was under the minimum age for city income tax for all of ${taxYear}.`,
    noEarnedIncome: (taxYear: number) =>
      `I had no earned income in ${taxYear} (no wages, salary, tips, commissions or self-employment income).`,
    BusinessOrRentalSold: (taxYear: number) =>
      `I sold my business or rental property in or before ${taxYear}.`,
  } satisfies Record<ExemptionReason, (taxYear: number) => string>,
  soldDate: 'Date the business or rental was sold',
};
