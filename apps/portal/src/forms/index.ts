export { TaxFormPage } from './TaxFormPage';
export type { TaxFormPageProps } from './TaxFormPage';
export { useTaxpayerPanel } from './useTaxpayerPanel';
export { useUnsavedChanges } from './useUnsavedChanges';
export { useServerDraft, DRAFT_SAVE_DELAY_MS } from './useServerDraft';
export type { ServerDraft } from './useServerDraft';
export { printForm } from './printForm';
export { formErrorText, problemKind } from './errorText';
