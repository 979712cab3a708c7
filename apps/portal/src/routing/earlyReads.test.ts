import type { User } from '@citytax/api';
import { describe, expect, it } from 'vitest';
import { routeReads } from './earlyReads';

const individual: User = {
  username: 'individual@example.com',
  firstName: 'Pat',
  token: 'tok',
  taxpayerId: 'tp-1',
  isBusinessUser: false,
};
const business: User = { ...individual, isBusinessUser: true, taxpayerId: 'tp-9' };

describe('routeReads', () => {
  it("reads the dashboard's flags, forms list and taxpayer panel", () => {
    expect(routeReads('/dashboard', individual, null)).toEqual([
      '/api/features',
      '/api/filings',
      '/api/taxpayer-info',
    ]);
  });

  it('reads the business a business user files as for the panel', () => {
    expect(routeReads('/dashboard', business, 'biz 7')).toEqual([
      '/api/features',
      '/api/filings',
      '/api/taxpayer-info?id=biz%207',
    ]);
  });

  it("reads the annual return loader's four reads and the panel", () => {
    expect(routeReads('/forms/individual/annual-return', individual, null)).toEqual([
      '/api/features',
      '/api/cities',
      '/api/isquestionnairesaved',
      '/api/city-tax-form',
      '/api/office-contact',
      '/api/taxpayer-info',
    ]);
  });

  it('reads only the flags without a taxpayer, on a page a business user is sent away from, or elsewhere', () => {
    expect(routeReads('/dashboard', { ...individual, taxpayerId: undefined }, null)).toEqual([
      '/api/features',
    ]);
    expect(routeReads('/forms/individual/annual-return', business, 'tp-9')).toEqual(['/api/features']);
    expect(routeReads('/filings', individual, null)).toEqual(['/api/features']);
  });
});
