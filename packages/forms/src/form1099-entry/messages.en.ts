import { form1099Labels } from '@citytax/api';

/** English texts of the 1099 entry form; its labels are the filed copy's too. */
export const form1099EntryMessages = {
  fields: form1099Labels,
  hints: {
    payerName: 'As shown on your 1099.',
    payerTin: "The payer's federal identification number: its 9 digits, with or without hyphens.",
    amount: 'Box 1 of your 1099-NEC.',
  },
  submit: 'Save 1099',
};
export type Form1099EntryMessages = typeof form1099EntryMessages;
