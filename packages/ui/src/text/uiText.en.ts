import type { Translation } from './translation';
import { bannerTextEn } from './banner.en';
import { buttonTextEn } from './button.en';
import { confirmDialogTextEn } from './confirmDialog.en';
import { currencyInputTextEn } from './currencyInput.en';
import { errorSummaryTextEn } from './errorSummary.en';
import { faqAccordionTextEn } from './faqAccordion.en';
import { fieldErrorListTextEn } from './fieldErrorList.en';
import { fileInputTextEn } from './fileInput.en';
import { footerTextEn } from './footer.en';
import { inactivityDialogTextEn } from './inactivityDialog.en';
import { linkTextEn } from './link.en';
import { modalAlertTextEn } from './modalAlert.en';
import { nativeSelectTextEn } from './nativeSelect.en';
import { printReminderDialogTextEn } from './printReminderDialog.en';
import { selectTextEn } from './select.en';
import { sideNavTextEn } from './sideNav.en';
import { skipLinkTextEn } from './skipLink.en';
import { spinnerTextEn } from './spinner.en';
import { stepIndicatorTextEn } from './stepIndicator.en';
import { taxpayerDataPanelTextEn } from './taxpayerDataPanel.en';
import { toastTextEn } from './toast.en';

/*
 * Every text the components show or announce when their props give none, one constant per component
 * (keys named after the props they fill), gathered in `uiTextEn`. A component reads its group from
 * the `UiTextProvider` while it renders, so `<UiTextProvider text={uiTextEs}>` shows the library in
 * Spanish and a prop still wins over it. A group of its own per component keeps an app that imports
 * one component from bundling every component's texts. The Spanish twin is `uiText.es.ts`.
 */

export {
  bannerTextEn,
  buttonTextEn,
  confirmDialogTextEn,
  currencyInputTextEn,
  errorSummaryTextEn,
  faqAccordionTextEn,
  fieldErrorListTextEn,
  fileInputTextEn,
  footerTextEn,
  inactivityDialogTextEn,
  linkTextEn,
  modalAlertTextEn,
  nativeSelectTextEn,
  printReminderDialogTextEn,
  selectTextEn,
  sideNavTextEn,
  skipLinkTextEn,
  spinnerTextEn,
  stepIndicatorTextEn,
  taxpayerDataPanelTextEn,
  toastTextEn,
};

export const uiTextEn = {
  banner: bannerTextEn,
  button: buttonTextEn,
  confirmDialog: confirmDialogTextEn,
  currencyInput: currencyInputTextEn,
  errorSummary: errorSummaryTextEn,
  faqAccordion: faqAccordionTextEn,
  fieldErrorList: fieldErrorListTextEn,
  fileInput: fileInputTextEn,
  footer: footerTextEn,
  inactivityDialog: inactivityDialogTextEn,
  link: linkTextEn,
  modalAlert: modalAlertTextEn,
  nativeSelect: nativeSelectTextEn,
  printReminderDialog: printReminderDialogTextEn,
  select: selectTextEn,
  sideNav: sideNavTextEn,
  skipLink: skipLinkTextEn,
  spinner: spinnerTextEn,
  stepIndicator: stepIndicatorTextEn,
  taxpayerDataPanel: taxpayerDataPanelTextEn,
  toast: toastTextEn,
};

/** The library's texts in one language: `uiTextEn`, `uiTextEs`, or a department's own translation. */
export type UiText = Translation<typeof uiTextEn>;
