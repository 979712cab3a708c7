import { Spinner } from '@citytax/ui';
import { annualReturnEn } from '../../../messages/annualReturn.en';
import { lazyModule } from '../../../shell/lazyModule';

/*
 * The annual return's steps that a visit does not always draw at once (ADR 0042): the entry
 * editor (W-2 and 1099 forms, attachments, and the form kit under them) opens on Add or Edit; the
 * e-file questionnaire shows only until it is answered. Neither is in the page's first load: the
 * route's loader loads the questionnaire when the return starts there, and the page fetches the
 * step it may open next once it has painted.
 */

// The label is read as it draws: the catalogs change language in place (ADR 0040).
function Loading() {
  return <Spinner label={annualReturnEn.editor.loading} />;
}
const loading = <Loading />;

/** The entry editor's module: the editor and the W-2 attachments. */
export const entryEditor = lazyModule(() => import('./EntryEditor'));
export const LazyEntryEditor = entryEditor.part('EntryEditor', (m) => m.EntryEditor, loading);
export const LazyW2Attachments = entryEditor.part('W2Attachments', (m) => m.W2Attachments, loading);

/** The e-file questionnaire's module. */
export const questionnaire = lazyModule(() => import('./questionnaireStep'));
export const LazyEfileQuestionnaireForm = questionnaire.part(
  'EfileQuestionnaireForm',
  (m) => m.EfileQuestionnaireForm,
  loading,
);
