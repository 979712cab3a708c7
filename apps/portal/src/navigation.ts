import {
  Feature,
  FilerKind,
  filerKindOfUser,
  formsFiledBy,
  mayFile,
  type TaxFormType,
  type User,
} from '@citytax/api';
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
  filings: '/filings',
  billingStatement: '/forms/individual/tax-penalty-interest',
  estimatesAndCredits: '/estimates-and-credits',
  changeEmail: '/change-email',
  changePassword: '/change-password',
  accountSecurity: '/account-security',
  accountActivity: '/account-activity',
  exemption: '/exemption',
  annualReturn: '/forms/individual/annual-return',
  individualEstimate: '/forms/individual/estimate',
  employersReturn: '/forms/individual/employers-return-of-income',
  netProfitEstimate: '/forms/business/net-profit-estimate',
  manageBusinessAccounts: '/manage-business-accounts',
} as const;

export type Key = keyof typeof routesOf;
export const entry = (key: Key): NavEntry => ({ href: routesOf[key], label: en.nav[key] });

/**
 * The page of each form type that has one (W-2 and 1099 entries live in the annual return). Keyed by
 * the type's name, not the TaxFormType object, so the first page carries no more of the contract.
 */
export const FORM_PAGES: Partial<Record<TaxFormType, Key>> = {
  ExemptionCertificate: 'exemption',
  CityTaxForm: 'annualReturn',
  IndividualEstimate: 'individualEstimate',
  ReturnOfIncome: 'employersReturn',
  NetProfitEstimate: 'netProfitEstimate',
  BillingStatement: 'billingStatement',
};

const forEveryone = (type: TaxFormType) => Object.values(FilerKind).every((kind) => mayFile(type, kind));

/**
 * The form pages a user may file, read from the who-may-file table of packages/api (in its order):
 * `own` are the forms of the user's kind of taxpayer, `shared` the ones every taxpayer files.
 */
export function formPages(user: User): { own: Key[]; shared: Key[] } {
  const own: Key[] = [];
  const shared: Key[] = [];
  for (const type of formsFiledBy(filerKindOfUser(user))) {
    const page = FORM_PAGES[type];
    if (page) (forEveryone(type) ? shared : own).push(page);
  }
  return { own, shared };
}

export const managesBusinesses = (user: User, features: FeatureFlags) =>
  filerKindOfUser(user) === FilerKind.Business && Boolean(features[Feature.EinManagement]);

/** The left menu of spec §2 Shell, with Filings and Payments after the dashboard (issue 15): empty unless the user has a taxpayer. */
export function navEntries(user: User | null, features: FeatureFlags): NavEntry[] {
  if (!user?.taxpayerId) return [];
  const { own, shared } = formPages(user);
  const keys: Key[] = [
    'dashboard',
    'filings',
    ...shared,
    'estimatesAndCredits',
    'changeEmail',
    'changePassword',
    'accountSecurity',
    'accountActivity',
    ...own,
  ];
  if (managesBusinesses(user, features)) keys.push('manageBusinessAccounts');
  return keys.map(entry);
}
