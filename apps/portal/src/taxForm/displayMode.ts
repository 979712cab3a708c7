import type { TaxFormType } from '@citytax/api';
import { DisplayMode } from '@citytax/ui';

/** The taxpayer panel's display mode for the form being paid (spec §2). */
export function displayModeOf(type: TaxFormType | undefined, isBusinessUser: boolean): DisplayMode {
  switch (type) {
    case 'BillingStatement':
      // A business has no spouse: its statement shows no spouse rows (issue 31, finding 20).
      return isBusinessUser ? DisplayMode.Business : DisplayMode.BillingStatement;
    case 'ReturnOfIncome':
    case 'NetProfitEstimate':
      return DisplayMode.Business;
    case 'CityTaxForm':
      return DisplayMode.CityTaxForm;
    case undefined:
      return isBusinessUser ? DisplayMode.Business : DisplayMode.Individual;
    default:
      return DisplayMode.Individual;
  }
}
