export const printReminderDialogTextEn = {
  title: (formTitle: string) => `Don't Forget to Print Your ${formTitle}`,
  message: 'Keep a copy of your form for your records.',
  returnLabel: 'I want to print - Return to Form',
  proceedLabel: "I'm finished - Proceed to Next Step",
  printLabel: 'Print',
};
