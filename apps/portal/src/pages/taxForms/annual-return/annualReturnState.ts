import type { CityTaxFormEntry, Form1099, FormW2 } from '@citytax/api';
import type { PaperReturnReason } from '@citytax/forms';
import type { AnnualReturnData } from './annualReturnLoader';
import type { EntryKind, EntryValues } from './EntryEditor';

export type Eligibility =
  { state: 'unknown' } | { state: 'eligible' } | { state: 'ineligible'; reasons: PaperReturnReason[] };
/** The entry open in the editor: an existing W-2 or 1099, or null for a new one. */
export interface Editing {
  kind: EntryKind;
  entry: FormW2 | Form1099 | null;
}
/** The one write in flight; every other write waits for it. */
export type Busy = 'residence' | 'entry' | 'remove' | 'deleteReturn' | 'withdraw';

/** What the page keeps besides the loader's data: the questionnaire, the editor, writes and their results. */
export interface AnnualReturnState {
  eligibility: Eligibility;
  questionError?: string;
  editing: Editing | null;
  /** The editor's values once changed, for the live preview and the unsaved-changes prompt. */
  editValues: { values: EntryValues; dirty: boolean } | null;
  busy: Busy | null;
  /** What the last action did, said where focus goes (a withdrawn return is a draft again). */
  notice?: string;
  pageError?: string;
  entryError?: string;
  /** The entry whose removal waits for confirmation. */
  toRemove: CityTaxFormEntry | null;
  confirmDeleteReturn: boolean;
  /** This visit filed the return: focus goes to the filed message once the reloaded return shows it. */
  filedHere: boolean;
}

export type AnnualReturnAction =
  | { type: 'questionsSent' }
  | { type: 'questionsAnswered'; eligibility: Eligibility }
  | { type: 'questionsFailed'; message: string }
  | { type: 'changeAnswers' }
  | { type: 'openEditor'; editing: Editing }
  | { type: 'closeEditor' }
  | { type: 'editorChanged'; values: EntryValues; dirty: boolean }
  | { type: 'start'; busy: Busy }
  | { type: 'finish' }
  /** A failed write; `reload` when the return changed elsewhere (filed, locked, deleted). */
  | { type: 'failed'; message: string; where: 'page' | 'entry'; reload: boolean }
  | { type: 'withdrawn'; notice: string }
  | { type: 'confirmRemove'; entry: CityTaxFormEntry | null }
  | { type: 'confirmDeleteReturn'; open: boolean }
  | { type: 'filing' }
  | { type: 'filed' };

/**
 * Where the page starts: a started return, or a questionnaire saved as eligible, goes straight to
 * the return; a saved "not eligible" shows the paper-return guidance.
 */
export function initialAnnualReturnState({
  form,
  questionnaire,
}: Pick<AnnualReturnData, 'form' | 'questionnaire'>): AnnualReturnState {
  const eligibility: Eligibility =
    form || (questionnaire.saved && questionnaire.eligible)
      ? { state: 'eligible' }
      : questionnaire.saved && questionnaire.eligible === false
        ? { state: 'ineligible', reasons: [] }
        : { state: 'unknown' };
  return {
    eligibility,
    editing: null,
    editValues: null,
    busy: null,
    toRemove: null,
    confirmDeleteReturn: false,
    filedHere: false,
  };
}

export function annualReturnReducer(state: AnnualReturnState, action: AnnualReturnAction): AnnualReturnState {
  switch (action.type) {
    case 'questionsSent':
      return { ...state, questionError: undefined };
    case 'questionsAnswered':
      return { ...state, eligibility: action.eligibility };
    case 'questionsFailed':
      return { ...state, questionError: action.message };
    case 'changeAnswers':
      return { ...state, eligibility: { state: 'unknown' } };
    case 'openEditor':
      return {
        ...state,
        editing: action.editing,
        editValues: null,
        entryError: undefined,
        pageError: undefined,
        notice: undefined,
      };
    case 'closeEditor':
      return { ...state, editing: null, editValues: null };
    case 'editorChanged':
      return { ...state, editValues: { values: action.values, dirty: action.dirty } };
    case 'start':
      // A new write clears the last message of its own place: the editor's, or the page's.
      return action.busy === 'entry'
        ? { ...state, busy: action.busy, entryError: undefined }
        : {
            ...state,
            busy: action.busy,
            pageError: undefined,
            ...(action.busy === 'withdraw' ? { notice: undefined } : {}),
          };
    case 'finish':
      return { ...state, busy: null };
    case 'failed': {
      const said =
        action.where === 'entry'
          ? { ...state, entryError: action.message }
          : { ...state, pageError: action.message };
      // The editor goes away with the return it edited; its message moves to the page.
      return action.reload ? { ...said, editing: null, editValues: null, pageError: action.message } : said;
    }
    case 'withdrawn':
      return { ...state, notice: action.notice };
    case 'confirmRemove':
      return { ...state, toRemove: action.entry };
    case 'confirmDeleteReturn':
      return { ...state, confirmDeleteReturn: action.open };
    case 'filing':
      return { ...state, pageError: undefined };
    case 'filed':
      return { ...state, filedHere: true };
  }
}
