// A module boundary for lazy loading (shell/lazyDialog.tsx): the dialogs, with Radix Dialog under
// them, stay out of a page's first load.
export { ConfirmDialog, ModalAlert, PrintReminderDialog } from '@citytax/ui';
