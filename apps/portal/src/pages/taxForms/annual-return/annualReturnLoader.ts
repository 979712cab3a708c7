import type { City, CityTaxForm, Form1099, FormW2, QuestionnaireSavedResponse } from '@citytax/api';
import { getEndpoints } from '../../../state/endpoints';

/** Full W-2 and 1099 data of the return's entries by id, for the live preview and the editor. */
export type EntryDetails = Record<number, FormW2 | Form1099>;

/** What the annual return page shows, read by its route's loader. */
export interface AnnualReturnData {
  cities: City[];
  taxYear: number;
  /** The return of the year; null before its first entry starts it. */
  form: CityTaxForm | null;
  details: EntryDetails;
  /** The e-file questionnaire as last saved (the page starts from it). */
  questionnaire: QuestionnaireSavedResponse;
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
    const [cityList, questionnaire, { cityTaxForm: form }] = await Promise.all([
      endpoints.cities(),
      endpoints.isQuestionnaireSaved(),
      endpoints.cityTaxForm(),
    ]);
    const rows = await Promise.all(
      (form?.entries ?? []).map((e) =>
        e.taxFormType === 'FormW2' ? endpoints.formW2(e.id) : endpoints.form1099(e.id),
      ),
    );
    return {
      status: 'ready',
      cities: cityList.cities,
      taxYear: cityList.taxYear,
      form,
      details: Object.fromEntries(rows.map((r) => [r.id, r])),
      questionnaire,
    };
  } catch {
    return { status: 'failed' };
  }
}
