/** English texts of the business-account screens and the filing-as dropdown (spec §2, §8). */
export const businessEn = {
  manage: {
    title: 'Manage Business Accounts',
    intro: 'Link the businesses you file for by their EIN and business name, or remove a link.',
    searchHeading: 'Find a business',
    linkedHeading: 'Linked businesses',
    noneLinked: 'You have not linked any businesses yet.',
    loadingList: 'Loading linked businesses',
    listLoadFailed: 'An error occurred loading your linked businesses, please try again later',
    notFound:
      'This business could not be found. If this information is correct please complete registration.',
    unexpected: 'An unexpected error occurred. Please try again.',
    /** Issue 18: said in a polite status where the "Business found" panel was, and in a toast on the way to the dashboard. */
    added: (name: string) => `${name} is now linked to your account.`,
    removed: (name: string) => `${name} was removed from your account.`,
    columns: { name: 'Business name', ein: 'EIN', actions: 'Actions' },
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name}`,
    removing: 'Removing',
    confirmTitle: 'Remove business',
    confirmMessage: (name: string) => `Remove ${name}?`,
    confirmRemove: 'Remove',
    cancel: 'Cancel',
  },
  filingAs: {
    label: 'Filing as',
    option: (name: string, ein: string) => `${name} (EIN ${ein})`,
    /** Shown and announced after a switch. */
    changed: (name: string) => `You are now filing as ${name}`,
    changeFailedDetail: (detail: string) =>
      `An error occurred while changing taxpayers: ${detail} Please try again or contact support if the issue persists.`,
    changeFailed:
      'An unexpected error occurred while changing taxpayers. Please try again or contact support if the issue persists.',
  },
  taxpayerInfo: {
    loadFailed: 'An error occurred loading taxpayer information, please try again later',
  },
} as const;
