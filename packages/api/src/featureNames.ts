/**
 * Feature flag names the portal reads. A module of their own: the portal's first page (menu, guards)
 * reads them, and no other enum of the contract.
 */
export const Feature = { EinManagement: 'EinManagement', PublicFaq: 'Public.FAQ' } as const;
export type Feature = (typeof Feature)[keyof typeof Feature];
