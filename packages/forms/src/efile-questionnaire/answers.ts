import { isEfileEligible, type EfileQuestionsRequest } from '@citytax/api';
import type { PaperReturnReason } from './PaperReturnGuidance';

/*
 * What the questionnaire's answers mean, apart from its form: a page that shows the return or the
 * paper-return guidance uses them without loading the form and the form kit under it.
 */

/** The flags of the analytics event efile_ineligible. */
export interface EfileIneligibleParams {
  income_reported: boolean;
  rental_or_business_activity: boolean;
  filing_status_change: boolean;
}

/** The efile_ineligible event's parameters from the questionnaire's answers. */
export function efileIneligibleParams(answers: EfileQuestionsRequest): EfileIneligibleParams {
  return {
    income_reported: answers.allIncomeOnW2Or1099,
    rental_or_business_activity: answers.rentalBusinessOrK1Activity,
    filing_status_change: answers.nameAddressOrFilingStatusChanged,
  };
}

/** The questionnaire's disqualifying answers, as PaperReturnGuidance reasons (none when eligible). */
export function paperReturnReasons(answers: EfileQuestionsRequest): PaperReturnReason[] {
  if (isEfileEligible(answers)) return [];
  const reasons: PaperReturnReason[] = [];
  if (!answers.allIncomeOnW2Or1099) reasons.push('incomeNotOnW2Or1099');
  if (answers.rentalBusinessOrK1Activity) reasons.push('rentalBusinessOrK1Activity');
  if (answers.nameAddressOrFilingStatusChanged) reasons.push('nameAddressOrFilingStatusChanged');
  return reasons;
}
