import { Spinner } from '@citytax/ui';
import { annualReturnEn } from '../../../messages/annualReturn.en';
import { lazyModule } from '../../../shell/lazyModule';

/*
 * The annual return's entry editor (the W-2 and 1099 forms, the W-2's attachments and what is
 * under them) opens on Add or Edit, never with the page: it is not in the page's first load, and
 * the page fetches it once it has painted (ADR 0042). The questionnaire stays in the page's load:
 * a new filer's first view is the questions, and loading them after the page's reads would put a
 * round trip between the data and the first draw.
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
