import type { SignInResponse } from '../schemas/auth';
import type { TaxpayerInfo } from '../schemas/taxpayer';
import type { OfficeContact } from '../schemas/officeContact';
import { TaxpayerType } from '../enums';

/** Demo data shared by Storybook, unit tests and `VITE_MOCK=1`; it mirrors the server's seed. */
export const fixtures = {
  individualSignIn: {
    taxpayerId: '100001',
    isBusinessUser: false,
    token: 'mock-token-individual',
    username: 'individual@example.com',
    firstName: 'Pat',
  } satisfies SignInResponse,
  businessSignIn: {
    taxpayerId: '300001',
    isBusinessUser: true,
    token: 'mock-token-business',
    username: 'business@example.com',
    firstName: 'Morgan',
  } satisfies SignInResponse,
  newBusinessSignIn: {
    taxpayerId: null,
    isBusinessUser: true,
    token: 'mock-token-newbusiness',
    username: 'newbusiness@example.com',
    firstName: 'Robin',
  } satisfies SignInResponse,
  features: { features: { EinManagement: true, 'Public.FAQ': true } },
  inactivityConfig: { warningTime: 900_000, logoutTime: 1_200_000 },
  /** The server's default office contact (apps/mock-server/src/config.ts). */
  officeContact: {
    supportEmail: 'support@citytax.example',
    supportPhone: '216-555-0100',
    paperFormsUrl: 'https://www.citytax.example/forms/',
    mailingAddress: ['City Tax Collection Division', 'PO Box 5555', 'Cleveland, OH 44101-5555'],
  } satisfies OfficeContact,
  individualTaxpayer: {
    taxpayerId: '100001',
    taxpayerType: TaxpayerType.Individual,
    taxpayer: {
      name1: 'Pat',
      name2: 'Rivera',
      middleInitial: 'Q',
      taxpayerFederalId: 'XXX-XX-6789',
      businessPhoneNumber: null,
    },
    jointFiler: null,
    address: { streetNumber: '1200 Lakeside Ave E', city: 'Cleveland', state: 'OH', zip: '441141234' },
  } satisfies TaxpayerInfo,
  businessTaxpayer: {
    taxpayerId: '300001',
    taxpayerType: TaxpayerType.Business,
    taxpayer: {
      name1: 'Lakeshore Bakery LLC',
      name2: 'Lakeshore Bakery',
      middleInitial: null,
      taxpayerFederalId: '341234567',
      businessPhoneNumber: '216-555-0142',
    },
    jointFiler: null,
    address: { streetNumber: '601 Lakeside Ave E', city: 'Cleveland', state: 'OH', zip: '44114' },
  } satisfies TaxpayerInfo,
};
