import { Feature, type User } from '@citytax/api';
import { en } from './messages/en';
import type { FeatureFlags } from './state/features';

export interface NavEntry {
  href: string;
  label: string;
}

export interface TileEntry extends NavEntry {
  description: string;
}

export const routesOf = {
  dashboard: '/dashboard',
  billingStatement: '/forms/individual/tax-penalty-interest',
  estimatesAndCredits: '/estimates-and-credits',
  changeEmail: '/change-email',
  exemption: '/exemption',
  annualReturn: '/forms/individual/annual-return',
  individualEstimate: '/forms/individual/estimate',
  employersReturn: '/forms/individual/employers-return-of-income',
  netProfitEstimate: '/forms/business/net-profit-estimate',
  manageBusinessAccounts: '/manage-business-accounts',
} as const;

type Key = keyof typeof routesOf;
const entry = (key: Key): NavEntry => ({ href: routesOf[key], label: en.nav[key] });

/** The left menu of spec §2 Shell: empty unless the user has a taxpayer. */
export function navEntries(user: User | null, features: FeatureFlags): NavEntry[] {
  if (!user?.taxpayerId) return [];
  const keys: Key[] = ['dashboard', 'billingStatement', 'estimatesAndCredits', 'changeEmail'];
  if (!user.isBusinessUser) keys.push('exemption', 'annualReturn', 'individualEstimate');
  else {
    keys.push('employersReturn', 'netProfitEstimate');
    if (features[Feature.EinManagement]) keys.push('manageBusinessAccounts');
  }
  return keys.map(entry);
}

/** The dashboard tiles of spec §2. */
export function dashboardTiles(user: User | null, features: FeatureFlags): TileEntry[] {
  if (!user) return [];
  const keys: Key[] = user.isBusinessUser
    ? ['employersReturn', 'netProfitEstimate']
    : ['exemption', 'annualReturn', 'individualEstimate'];
  keys.push('billingStatement', 'estimatesAndCredits', 'changeEmail');
  if (user.isBusinessUser && features[Feature.EinManagement]) keys.push('manageBusinessAccounts');
  return keys.map((key) => ({ ...entry(key), description: en.tiles[key as Exclude<Key, 'dashboard'>] }));
}
