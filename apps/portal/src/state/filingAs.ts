import type { User } from '@citytax/api';

/** Session-storage key of the filing-as choice (cleared with the rest of session storage on sign-out). */
export const FILING_AS_STORAGE_KEY = 'filing_as';

/** The business a business user chose to file as, kept for this tab. */
export function readFilingAs(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(FILING_AS_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The identity a signed-in page's taxpayer panel shows (spec §2, §4). */
export interface FilingIdentity {
  /** Asked of GET /api/taxpayer-info as `?id=`: the chosen business, for a business user. */
  id: string | undefined;
  /** The taxpayer the forms are filed for; none before a business is linked. */
  taxpayerId: string | null;
  isBusiness: boolean;
}

/** A business user files as the chosen business, everyone else as their own taxpayer. */
export function filingIdentity(user: User | null, filingAs: string | null): FilingIdentity {
  const isBusiness = Boolean(user?.isBusinessUser);
  return {
    id: isBusiness ? (filingAs ?? undefined) : undefined,
    taxpayerId: (isBusiness ? filingAs : null) ?? user?.taxpayerId ?? null,
    isBusiness,
  };
}
