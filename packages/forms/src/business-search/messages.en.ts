/** English texts of the business search form of the "Manage business accounts" page. */
export const businessSearchMessages = {
  fields: { ein: 'EIN', businessName: 'Business name', accessCode: 'Access code' },
  hints: {
    ein: 'Employer identification number: 9 digits with no hyphens.',
    accessCode:
      'The business access code is printed on letters the city sent to this business, for example 7K4P-9QXM-2H3D.',
  },
  accessCodeFormat:
    'Access code must be the 12 letters and digits printed on the letter, for example 7K4P-9QXM-2H3D.',
  search: 'Search',
  searching: 'Searching',
  resultHeading: 'Business found',
  add: 'Add',
  adding: 'Adding',
  alreadyLinked: 'This business is already linked to your account.',
  einLabel: 'EIN',
  nameLabel: 'Business name',
};
export type BusinessSearchMessages = typeof businessSearchMessages;
