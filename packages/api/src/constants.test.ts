import { describe, expect, it } from 'vitest';
import {
  AUTH_USER_STORAGE_KEY,
  COPYRIGHT_START_YEAR,
  DEFAULT_INACTIVITY_LOGOUT_MS,
  DEFAULT_INACTIVITY_WARNING_MS,
  DISCLAIMER_COOKIE,
  EIN_PATTERN,
  EMAIL_MAX_LENGTH,
  FEATURE_REFRESH_MS,
  PASSWORD_MAX_LENGTH,
  SCROLL_OFFSET_PX,
  priorTaxYear,
} from './constants';
import { PaymentMethod, PaymentStatus, RegistrationStatus, TaxpayerType } from './enums';

describe('business constants of spec §9', () => {
  it.each([
    ['feature flag refresh', FEATURE_REFRESH_MS, 300_000],
    ['inactivity warning', DEFAULT_INACTIVITY_WARNING_MS, 900_000],
    ['inactivity logout', DEFAULT_INACTIVITY_LOGOUT_MS, 1_200_000],
    ['email length', EMAIL_MAX_LENGTH, 50],
    ['password length', PASSWORD_MAX_LENGTH, 25],
    ['copyright start', COPYRIGHT_START_YEAR, 1998],
    ['scroll offset', SCROLL_OFFSET_PX, 170],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('names the disclaimer cookie and the user storage key', () => {
    expect(DISCLAIMER_COOKIE).toBe('disclaimer');
    expect(AUTH_USER_STORAGE_KEY).toBe('auth_user');
  });

  it('takes the EIN as exactly nine digits with no hyphens', () => {
    expect(EIN_PATTERN.test('123456789')).toBe(true);
    expect(EIN_PATTERN.test('12-3456789')).toBe(false);
    expect(EIN_PATTERN.test('12345678')).toBe(false);
  });

  it('uses the prior calendar year as the tax year', () => {
    expect(priorTaxYear(new Date(2026, 10, 22))).toBe(2025);
    expect(priorTaxYear(new Date(2027, 0, 1))).toBe(2026);
  });
});

describe('enumerations of spec §1, §3, §4', () => {
  it('numbers taxpayer types Individual=0, Joint=1, Business=2', () => {
    expect(TaxpayerType).toEqual({ Individual: 0, Joint: 1, Business: 2 });
  });
  it('lists payment statuses and methods', () => {
    expect(Object.values(PaymentStatus)).toEqual(['Initiated', 'InProgress', 'Completed', 'Error', 'Unpaid']);
    expect(Object.values(PaymentMethod)).toEqual([
      'Unknown',
      'CreditDebitCard',
      'PersonalCheck',
      'BusinessCheck',
    ]);
  });
  it('lists the eleven registration statuses', () => {
    expect(Object.values(RegistrationStatus)).toEqual([
      'NotRegisteredTaxpayer',
      'NeedsToCreateWebAccount',
      'ReadyToLogin',
      'NotPrimaryTaxpayer',
      'AccountInactive',
      'NeedsAccountMigration',
      'PendingTaxpayerRegistration',
      'DuplicateEmail',
      'AccountCreated',
      'TaxpayerAlreadyHasUser',
      'WebUserRequiresPassword',
    ]);
  });
});
