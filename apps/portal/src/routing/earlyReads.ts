import { paths, startEarlyReads, taxpayerInfoPath, type Locale, type User } from '@citytax/api';
import { FEATURES_PATH } from '../state/featurePaths';
import { filingIdentity, readFilingAs } from '../state/filingAs';

/** The signed-in pages whose first render waits for reads of their own (their loader's and panel's). */
export const PAGE_READS_PATHS = {
  dashboard: '/dashboard',
  annualReturn: '/forms/individual/annual-return',
} as const;

/**
 * What a signed-in page at `pathname` reads before its first render, in the order its code asks:
 * the flags (every signed-in route's guards wait for them), then, for a user filing for a taxpayer,
 * the page's own reads. Each must be the exact path its loader or component reads, or the early
 * read is wasted and the client asks again (`tests/e2e/prerender.spec.ts` counts the requests).
 */
export function routeReads(pathname: string, user: User, filingAs: string | null): string[] {
  const reads: string[] = [FEATURES_PATH];
  const { id, taxpayerId, isBusiness } = filingIdentity(user, filingAs);
  if (!taxpayerId) return reads;
  const panel = taxpayerInfoPath(id);
  switch (pathname) {
    case PAGE_READS_PATHS.dashboard:
      // attentionLoader's list of forms, then the taxpayer panel.
      return [...reads, paths.filings, panel];
    case PAGE_READS_PATHS.annualReturn:
      // annualReturnLoader's four reads (the individual's return: a business user is sent away).
      return isBusiness
        ? reads
        : [...reads, paths.cities, paths.isQuestionnaireSaved, paths.cityTaxForm, paths.officeContact, panel];
    default:
      return reads;
  }
}

/** Starts the reads of the signed-in page at `pathname` (ADR 0042). */
export function startRouteReads(pathname: string, user: User, locale: Locale): void {
  startEarlyReads(routeReads(pathname, user, readFilingAs()), user.token, locale);
}
