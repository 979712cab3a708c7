/** English texts of the business search form (spec §2 "Manage business accounts", §5). */
export const businessSearchMessages = {
  fields: { ein: 'EIN', businessName: 'Business name' },
  hints: { ein: 'Employer identification number: 9 digits with no hyphens.' },
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
