import type { User } from '@citytax/api';
import { dashboardEn } from '../messages/dashboard.en';
import { entry, formPages, managesBusinesses, type Key, type TileEntry } from '../navigation';
import type { FeatureFlags } from '../state/features';

// In the dashboard's own module (not navigation.ts, which the shell puts on the first page).
/** The dashboard tiles of spec §2. */
export function dashboardTiles(user: User | null, features: FeatureFlags): TileEntry[] {
  if (!user) return [];
  const { own, shared } = formPages(user);
  const keys: Key[] = [
    ...own,
    ...shared,
    'filings',
    'estimatesAndCredits',
    'changeEmail',
    'changePassword',
    'accountSecurity',
    'accountActivity',
  ];
  if (managesBusinesses(user, features)) keys.push('manageBusinessAccounts');
  return keys.map((key) => ({
    ...entry(key),
    description: dashboardEn.tiles[key as Exclude<Key, 'dashboard'>],
  }));
}
