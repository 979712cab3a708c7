import { describe, expect, it } from 'vitest';
import {
  DisplayMode,
  fieldsForMode,
  fieldValue,
  formatFilingDate,
  formatTaxpayerName,
  formatZip,
  isSummaryField,
  type TaxpayerPanelData,
  type TaxpayerPanelField,
} from './format';

describe('formatZip (spec §5 "Zip display")', () => {
  it.each<[string | null | undefined, string | undefined]>([
    ['44114', '44114'],
    ['441141234', '44114-1234'],
    ['44114-1234', '44114-1234'],
    ['441141', '44114-1'],
    ['4411', '4411'],
    ['', undefined],
    ['   ', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j shows as %j', (zip, expected) => {
    expect(formatZip(zip)).toBe(expected);
  });
});

describe('formatTaxpayerName', () => {
  it.each<[Parameters<typeof formatTaxpayerName>[0], boolean, string | undefined]>([
    [{ name1: 'Jane', middleInitial: 'Q', name2: 'Public' }, false, 'Jane Q Public'],
    [{ name1: 'Jane', middleInitial: null, name2: 'Public' }, false, 'Jane Public'],
    [{ name1: ' Jane ', middleInitial: '', name2: null }, false, 'Jane'],
    [{ name1: null, middleInitial: null, name2: null }, false, undefined],
    [{ name1: 'Acme Tools LLC', name2: 'Acme', middleInitial: null }, true, 'Acme Tools LLC'],
    [{ name1: null, name2: 'Acme' }, true, undefined],
    [null, false, undefined],
  ])('%j (business: %s) is %j', (person, isBusiness, expected) => {
    expect(formatTaxpayerName(person, isBusiness)).toBe(expected);
  });
});

describe('formatFilingDate', () => {
  it.each<[Date, string]>([
    [new Date(2026, 0, 5), '1/5/2026'],
    [new Date(2026, 10, 22, 23, 59), '11/22/2026'],
    [new Date(1998, 11, 31), '12/31/1998'],
  ])('%s is %s in en-US', (date, expected) => {
    expect(formatFilingDate(date, 'en-US')).toBe(expected);
  });

  it.each<[Date, string]>([
    [new Date(2026, 0, 5), '5/1/2026'],
    [new Date(2026, 10, 22, 23, 59), '22/11/2026'],
  ])('%s is %s in es-US (day first, as Intl writes it)', (date, expected) => {
    expect(formatFilingDate(date, 'es-US')).toBe(expected);
  });
});

describe('fieldsForMode (spec §2)', () => {
  const exemption: TaxpayerPanelField[] = [
    'firstName',
    'lastName',
    'middleInitial',
    'taxpayerSocialSecurityNumber',
    'spouseFirstName',
    'spouseLastName',
    'spouseMiddleInitial',
    'spouseSocialSecurityNumber',
    'currentAddress',
    'city',
    'state',
    'zipCode',
    'phoneNumber',
    'filingDate',
  ];
  const joint: TaxpayerPanelField[] = [
    'taxpayerName',
    'spouseName',
    'address',
    'city',
    'state',
    'zip',
    'taxpayerSsnFein',
    'spouseSsn',
    'filingDate',
  ];
  const single: TaxpayerPanelField[] = [
    'taxpayerName',
    'address',
    'city',
    'state',
    'zip',
    'taxpayerSsnFein',
    'filingDate',
  ];

  it.each<[DisplayMode, TaxpayerPanelField[]]>([
    [DisplayMode.ExemptionCertificate, exemption],
    [DisplayMode.CityTaxForm, joint],
    [DisplayMode.BillingStatement, joint],
    [DisplayMode.EstimatesAndCredits, single],
    [DisplayMode.Individual, joint],
    [DisplayMode.Business, single],
  ])('mode %i shows %j', (mode, fields) => {
    expect(fieldsForMode(mode)).toEqual(fields);
  });
});

describe('fieldValue', () => {
  const today = new Date(2026, 10, 22);
  const data: TaxpayerPanelData = {
    taxpayer: {
      name1: 'Acme Tools LLC',
      name2: 'Acme',
      middleInitial: null,
      federalId: '123456789',
      businessPhoneNumber: '216-555-0100',
    },
    jointFiler: null,
    address: { street: '1 Main St', city: 'Cleveland', state: 'OH', zip: '441141234' },
  };

  it('names a business by name1 alone in the Business mode', () => {
    expect(fieldValue('taxpayerName', data, DisplayMode.Business, today, 'en-US')).toBe('Acme Tools LLC');
  });

  it('names a business by name1 alone in any mode when the data says it is a business', () => {
    expect(
      fieldValue('taxpayerName', { ...data, isBusiness: true }, DisplayMode.BillingStatement, today, 'en-US'),
    ).toBe('Acme Tools LLC');
  });

  it('has no spouse values without a joint filer', () => {
    expect(fieldValue('spouseName', data, DisplayMode.CityTaxForm, today, 'en-US')).toBeUndefined();
    expect(fieldValue('spouseSsn', data, DisplayMode.CityTaxForm, today, 'en-US')).toBeUndefined();
  });

  it('formats the zip and the filing date', () => {
    expect(fieldValue('zip', data, DisplayMode.Business, today, 'en-US')).toBe('44114-1234');
    expect(fieldValue('filingDate', undefined, DisplayMode.Business, today, 'en-US')).toBe('11/22/2026');
    expect(fieldValue('filingDate', undefined, DisplayMode.Business, today, 'es-US')).toBe('22/11/2026');
  });

  it('has no values without data except the filing date', () => {
    expect(fieldValue('city', undefined, DisplayMode.Business, today, 'en-US')).toBeUndefined();
  });
});

describe('isSummaryField: what a phone shows before "Show taxpayer details"', () => {
  it.each<[DisplayMode, TaxpayerPanelField[]]>([
    [DisplayMode.ExemptionCertificate, ['firstName', 'lastName', 'taxpayerSocialSecurityNumber']],
    [DisplayMode.CityTaxForm, ['taxpayerName', 'taxpayerSsnFein']],
    [DisplayMode.BillingStatement, ['taxpayerName', 'taxpayerSsnFein']],
    [DisplayMode.EstimatesAndCredits, ['taxpayerName', 'taxpayerSsnFein']],
    [DisplayMode.Individual, ['taxpayerName', 'taxpayerSsnFein']],
    [DisplayMode.Business, ['taxpayerName', 'taxpayerSsnFein']],
  ])('mode %i: the name and the ID', (mode, summary) => {
    expect(fieldsForMode(mode).filter(isSummaryField)).toEqual(summary);
  });
});
