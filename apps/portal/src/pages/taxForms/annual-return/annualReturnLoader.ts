import {
  citiesToTaxRules,
  type City,
  type CityTaxForm,
  type Form1099,
  type FormW2,
  type OfficeContact,
  type QuestionnaireSavedResponse,
} from '@citytax/api';
import type { City as TaxRulesCity } from '@citytax/tax-rules';
import { getEndpoints } from '../../../state/endpoints';

/** Full W-2 and 1099 data of the return's entries by id, for the live preview and the editor. */
export type EntryDetails = Record<number, FormW2 | Form1099>;

/** What the annual return page shows, read by its route's loader. */
export interface AnnualReturnData {
  /** GET /api/cities for the return's tax year: the city choices and names. */
  cities: City[];
  /**
   * The same answer as the tax rules take it, converted once: the live preview computes with the
   * server's terms of the return's tax year, as the server's summary does.
   */
  previewCities: readonly TaxRulesCity[];
  taxYear: number;
  /** The return of the year; null before its first entry starts it. */
  form: CityTaxForm | null;
  details: EntryDetails;
  /** The e-file questionnaire as last saved (the page starts from it). */
  questionnaire: QuestionnaireSavedResponse;
  /**
   * How to reach the tax office as the server is configured (paper forms URL, mailing address,
   * phone), for the paper-return guidance; null when it could not be read (the guidance says less).
   */
  office: OfficeContact | null;
}

/**
 * A failed read is data, not a thrown error: the page shows its own message with Try again (the
 * route's error element would replace the whole form with a generic one).
 */
export type AnnualReturnLoad = ({ status: 'ready' } & AnnualReturnData) | { status: 'failed' };

/**
 * The annual return route's loader: the city list, the saved questionnaire, the return and each
 * entry's details. Kept apart from the page (and its form modules) so the route's loader can be
 * imported without them. Every re-read after a write comes through here too (revalidation).
 */
export async function annualReturnLoader(): Promise<AnnualReturnLoad> {
  try {
    const endpoints = await getEndpoints();
    const [defaultCities, questionnaire, { cityTaxForm: form }, office] = await Promise.all([
      endpoints.cities(),
      endpoints.isQuestionnaireSaved(),
      endpoints.cityTaxForm(),
      endpoints.officeContact().catch(() => null),
    ]);
    // The city terms of the return's own tax year (the default year, the prior one, is the year of a
    // return not started yet, and of every return the server gives today).
    const cityList =
      form && form.taxYear !== defaultCities.taxYear ? await endpoints.cities(form.taxYear) : defaultCities;
    const rows = await Promise.all(
      (form?.entries ?? []).map((e) =>
        e.taxFormType === 'FormW2' ? endpoints.formW2(e.id) : endpoints.form1099(e.id),
      ),
    );
    return {
      status: 'ready',
      cities: cityList.cities,
      previewCities: citiesToTaxRules(cityList),
      taxYear: cityList.taxYear,
      form,
      details: Object.fromEntries(rows.map((r) => [r.id, r])),
      questionnaire,
      office,
    };
  } catch {
    return { status: 'failed' };
  }
}
