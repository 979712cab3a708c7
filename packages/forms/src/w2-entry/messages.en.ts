import { w2Labels } from '@citytax/api';

/** English texts of the W-2 entry form; its box labels are the filed copy's too. */
export const w2EntryMessages = {
  fields: w2Labels,
  hints: {
    employerName: 'As shown in box c of your W-2.',
    employerEin: 'Box b of your W-2: its 9 digits, as printed (with or without the hyphen).',
    workCity: 'The city where you did the work.',
    locality: 'The city named in box 20 of your W-2.',
  },
  citiesPlaceholder: 'Select a city',
  localWagesExceedMedicareWages:
    'Local wages (box 18) are more than Medicare wages and tips (box 5). Please check your W-2. The return uses box 5.',
  /** More tax withheld than wages is most often a number typed in the wrong box. */
  localTaxWithheldExceedsWages:
    'Local income tax withheld (box 19) is more than the wages on this W-2 (box 5 or box 18). Please check your W-2. The return uses box 19 as entered.',
  submit: 'Save W-2',
};
export type W2EntryMessages = typeof w2EntryMessages;
