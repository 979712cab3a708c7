/** English texts of the W-2 entry form (TAX-RULES.md §2, spec §5). */
export const w2EntryMessages = {
  fields: {
    employerName: 'Employer name',
    employerEin: 'Employer EIN',
    workCity: 'Work city',
    medicareWages: 'Medicare wages and tips (box 5)',
    localWages: 'Local wages (box 18)',
    localTaxWithheld: 'Local income tax withheld (box 19)',
    locality: 'Locality (box 20)',
  },
  hints: {
    employerName: 'As shown in box c of your W-2.',
    employerEin: 'Box b of your W-2: 9 digits with no hyphens.',
    workCity: 'The city where you did the work.',
    locality: 'The city named in box 20 of your W-2.',
  },
  citiesPlaceholder: 'Select a city',
  localWagesExceedMedicareWages:
    'Local wages (box 18) are more than Medicare wages and tips (box 5). Please check your W-2. The return uses box 5.',
  submit: 'Save W-2',
};
export type W2EntryMessages = typeof w2EntryMessages;
