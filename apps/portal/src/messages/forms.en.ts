/** Texts every tax-form page shares (spec §5 "Unsaved changes", §8). */
export const formsEn = {
  unsavedChanges: {
    title: 'Unsaved changes',
    message:
      'WARNING: You have unsaved changes. Press Cancel to stay on the current form, or OK to lose these changes.',
    confirm: 'OK',
    cancel: 'Cancel',
  },
  draft: {
    restored: 'We restored the changes you had not saved yet.',
    saveFailed:
      'Your changes could not be saved as a draft. Check your connection; they are kept on this page.',
  },
  print: 'Print this form',
  /** The printed page's letterhead (TaxFormPage). */
  printView: {
    printedOn: (date: string) => `Printed on ${date}`,
  },
  /** The print reminder's sentence and button (its title and the spec's two buttons are its own). */
  printReminder: {
    message:
      'Keep a copy of your form for your records. Once it is filed, you can also download a PDF copy from Filings and Payments.',
    print: 'Print',
  },
} as const;
