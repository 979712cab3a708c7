/** English texts of the 1099 entry form (TAX-RULES.md §2, spec §5). */
export const form1099EntryMessages = {
  fields: {
    payerName: 'Payer name',
    payerTin: 'Payer TIN',
    amount: 'Nonemployee compensation',
  },
  hints: {
    payerName: 'As shown on your 1099.',
    payerTin: "The payer's federal identification number: 9 digits with no hyphens.",
    amount: 'Box 1 of your 1099-NEC.',
  },
  submit: 'Save 1099',
};
export type Form1099EntryMessages = typeof form1099EntryMessages;
