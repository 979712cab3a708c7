import type { Translation } from './translation';
import type { uiTextEn } from './uiText.en';

/*
 * The library's texts in Spanish (same keys as uiText.en.ts): usted register, US Spanish, the tax
 * terms of the portal's Spanish glossary. Numbers in them are formatted for 'es-US', which writes
 * dollars and decimals as US English does ($1,234.56).
 */

import { bannerTextEs } from './banner.es';
import { buttonTextEs } from './button.es';
import { confirmDialogTextEs } from './confirmDialog.es';
import { currencyInputTextEs } from './currencyInput.es';
import { errorSummaryTextEs } from './errorSummary.es';
import { faqAccordionTextEs } from './faqAccordion.es';
import { fieldErrorListTextEs } from './fieldErrorList.es';
import { fileInputTextEs } from './fileInput.es';
import { footerTextEs } from './footer.es';
import { inactivityDialogTextEs } from './inactivityDialog.es';
import { linkTextEs } from './link.es';
import { modalAlertTextEs } from './modalAlert.es';
import { nativeSelectTextEs } from './nativeSelect.es';
import { printReminderDialogTextEs } from './printReminderDialog.es';
import { selectTextEs } from './select.es';
import { sideNavTextEs } from './sideNav.es';
import { skipLinkTextEs } from './skipLink.es';
import { spinnerTextEs } from './spinner.es';
import { stepIndicatorTextEs } from './stepIndicator.es';
import { taxpayerDataPanelTextEs } from './taxpayerDataPanel.es';
import { toastTextEs } from './toast.es';

export {
  bannerTextEs,
  buttonTextEs,
  confirmDialogTextEs,
  currencyInputTextEs,
  errorSummaryTextEs,
  faqAccordionTextEs,
  fieldErrorListTextEs,
  fileInputTextEs,
  footerTextEs,
  inactivityDialogTextEs,
  linkTextEs,
  modalAlertTextEs,
  nativeSelectTextEs,
  printReminderDialogTextEs,
  selectTextEs,
  sideNavTextEs,
  skipLinkTextEs,
  spinnerTextEs,
  stepIndicatorTextEs,
  taxpayerDataPanelTextEs,
  toastTextEs,
};

export const uiTextEs: Translation<typeof uiTextEn> = {
  banner: bannerTextEs,
  button: buttonTextEs,
  confirmDialog: confirmDialogTextEs,
  currencyInput: currencyInputTextEs,
  errorSummary: errorSummaryTextEs,
  faqAccordion: faqAccordionTextEs,
  fieldErrorList: fieldErrorListTextEs,
  fileInput: fileInputTextEs,
  footer: footerTextEs,
  inactivityDialog: inactivityDialogTextEs,
  link: linkTextEs,
  modalAlert: modalAlertTextEs,
  nativeSelect: nativeSelectTextEs,
  printReminderDialog: printReminderDialogTextEs,
  select: selectTextEs,
  sideNav: sideNavTextEs,
  skipLink: skipLinkTextEs,
  spinner: spinnerTextEs,
  stepIndicator: stepIndicatorTextEs,
  taxpayerDataPanel: taxpayerDataPanelTextEs,
  toast: toastTextEs,
};
