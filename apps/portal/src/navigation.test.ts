import type { User } from '@citytax/api';
import { describe, expect, it } from 'vitest';
import { navEntries } from './navigation';
import { dashboardTiles } from './pages/dashboardTiles';

const individual: User = {
  username: 'i@example.com',
  firstName: 'Pat',
  token: 't',
  taxpayerId: '100001',
  isBusinessUser: false,
};
const business: User = {
  username: 'b@example.com',
  firstName: 'Morgan',
  token: 't',
  taxpayerId: '300001',
  isBusinessUser: true,
};
const ein = { EinManagement: true };
const noEin = { EinManagement: false };

const labels = (entries: { label: string }[]) => entries.map((e) => e.label);

describe('dashboard tiles (spec §2)', () => {
  it('non-business users', () => {
    expect(labels(dashboardTiles(individual, ein))).toEqual([
      'Exemption Certificate',
      'Individual Annual Return',
      'Individual Estimate',
      'Tax, Penalty and Interest Billing Statement',
      'Filings and Payments',
      'Estimates and Credits',
      'Change Email',
      'Change Password',
      'Account Security',
      'Account Activity',
    ]);
  });
  it('business users without EinManagement', () => {
    expect(labels(dashboardTiles(business, noEin))).toEqual([
      "Employer's Return of Income Tax Withheld",
      'Net Profit Estimate',
      'Tax, Penalty and Interest Billing Statement',
      'Filings and Payments',
      'Estimates and Credits',
      'Change Email',
      'Change Password',
      'Account Security',
      'Account Activity',
    ]);
  });
  it('business users with EinManagement also get Manage Business Accounts', () => {
    const tiles = dashboardTiles(business, ein);
    expect(labels(tiles)).toContain('Manage Business Accounts');
    expect(tiles.at(-1)?.href).toBe('/manage-business-accounts');
  });
  it('link each tile to its route', () => {
    expect(dashboardTiles(individual, {}).map((t) => t.href)).toEqual([
      '/exemption',
      '/forms/individual/annual-return',
      '/forms/individual/estimate',
      '/forms/individual/tax-penalty-interest',
      '/filings',
      '/estimates-and-credits',
      '/change-email',
      '/change-password',
      '/account-security',
      '/account-activity',
    ]);
  });
});

describe('left menu (spec §2 Shell)', () => {
  it('is empty without a user or without a taxpayer', () => {
    expect(navEntries(null, ein)).toEqual([]);
    expect(navEntries({ ...business, taxpayerId: null }, ein)).toEqual([]);
    expect(navEntries({ ...individual, taxpayerId: undefined }, ein)).toEqual([]);
  });
  it('non-business users', () => {
    expect(navEntries(individual, ein)).toEqual([
      { href: '/dashboard', label: 'Dashboard' },
      { href: '/filings', label: 'Filings and Payments' },
      {
        href: '/forms/individual/tax-penalty-interest',
        label: 'Tax, Penalty and Interest Billing Statement',
      },
      { href: '/estimates-and-credits', label: 'Estimates and Credits' },
      { href: '/change-email', label: 'Change Email' },
      { href: '/change-password', label: 'Change Password' },
      { href: '/account-security', label: 'Account Security' },
      { href: '/account-activity', label: 'Account Activity' },
      { href: '/exemption', label: 'Exemption Certificate' },
      { href: '/forms/individual/annual-return', label: 'Individual Annual Return' },
      { href: '/forms/individual/estimate', label: 'Individual Estimate' },
    ]);
  });
  it('business users, with and without EinManagement', () => {
    const base = [
      'Dashboard',
      'Filings and Payments',
      'Tax, Penalty and Interest Billing Statement',
      'Estimates and Credits',
      'Change Email',
      'Change Password',
      'Account Security',
      'Account Activity',
      "Employer's Return of Income Tax Withheld",
      'Net Profit Estimate',
    ];
    expect(labels(navEntries(business, noEin))).toEqual(base);
    expect(labels(navEntries(business, ein))).toEqual([...base, 'Manage Business Accounts']);
  });
});
