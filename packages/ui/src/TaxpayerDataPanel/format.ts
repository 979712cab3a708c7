// Pure helpers of TaxpayerDataPanel: which fields each display mode shows and how values are
// formatted. No React here, so they are unit-tested in tables.

/** The form the panel is shown on; decides its fields. */
export const DisplayMode = {
  ExemptionCertificate: 0,
  CityTaxForm: 1,
  BillingStatement: 2,
  EstimatesAndCredits: 3,
  Individual: 4,
  Business: 5,
} as const;
export type DisplayMode = (typeof DisplayMode)[keyof typeof DisplayMode];

/** A person or business as the panel shows it; the portal maps the API's taxpayer data onto it. */
export interface TaxpayerPanelPerson {
  /** First name, or the business name. */
  name1?: string | null;
  /** Last name, or the business's alternate name. */
  name2?: string | null;
  middleInitial?: string | null;
  /** SSN (often masked to its last four digits) or FEIN, shown as given. */
  federalId?: string | null;
}

export interface TaxpayerPanelData {
  taxpayer: TaxpayerPanelPerson & { businessPhoneNumber?: string | null };
  jointFiler?: TaxpayerPanelPerson | null;
  address: {
    street?: string | null;
    city?: string | null;
    state?: string | null;
    zip?: string | null;
  };
  /** A business taxpayer: its name is `name1` alone (see `formatTaxpayerName`). */
  isBusiness?: boolean;
}

/** Every field the panel can show; each has a label in `TaxpayerDataPanelLabels`. */
export type TaxpayerPanelField =
  | 'firstName'
  | 'lastName'
  | 'middleInitial'
  | 'taxpayerSocialSecurityNumber'
  | 'spouseFirstName'
  | 'spouseLastName'
  | 'spouseMiddleInitial'
  | 'spouseSocialSecurityNumber'
  | 'currentAddress'
  | 'phoneNumber'
  | 'taxpayerName'
  | 'spouseName'
  | 'address'
  | 'city'
  | 'state'
  | 'zip'
  | 'zipCode'
  | 'taxpayerSsnFein'
  | 'spouseSsn'
  | 'filingDate';

const EXEMPTION_FIELDS: readonly TaxpayerPanelField[] = [
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
const JOINT_FIELDS: readonly TaxpayerPanelField[] = [
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
const SINGLE_FIELDS: readonly TaxpayerPanelField[] = [
  'taxpayerName',
  'address',
  'city',
  'state',
  'zip',
  'taxpayerSsnFein',
  'filingDate',
];

/** The fields of a display mode, in the order the panel shows them. */
export function fieldsForMode(mode: DisplayMode): readonly TaxpayerPanelField[] {
  switch (mode) {
    case DisplayMode.ExemptionCertificate:
      return EXEMPTION_FIELDS;
    case DisplayMode.CityTaxForm:
    case DisplayMode.BillingStatement:
    case DisplayMode.Individual:
      return JOINT_FIELDS;
    case DisplayMode.EstimatesAndCredits:
    case DisplayMode.Business:
      return SINGLE_FIELDS;
  }
}

const SUMMARY_FIELDS: ReadonlySet<TaxpayerPanelField> = new Set([
  'taxpayerName',
  'firstName',
  'lastName',
  'taxpayerSsnFein',
  'taxpayerSocialSecurityNumber',
]);

/** Whether a phone shows the field before "Show taxpayer details": the taxpayer's name and ID. */
export function isSummaryField(field: TaxpayerPanelField): boolean {
  return SUMMARY_FIELDS.has(field);
}

/** Trimmed text, or undefined when there is nothing to show. */
function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * A zip longer than 5 characters without a hyphen shows as its first 5 characters, a
 * hyphen, then the rest ('441141234' → '44114-1234'). Anything else shows as given.
 */
export function formatZip(zip: string | null | undefined): string | undefined {
  const value = text(zip);
  if (value === undefined) return undefined;
  if (value.length > 5 && !value.includes('-')) return `${value.slice(0, 5)}-${value.slice(5)}`;
  return value;
}

/**
 * A person's display name: first name, middle initial and last name, skipping empty parts
 * ('Jane Q Public'). A business's name is its business name (`name1`) alone; its alternate name
 * (`name2`) is not part of it.
 */
export function formatTaxpayerName(
  person: TaxpayerPanelPerson | null | undefined,
  isBusiness = false,
): string | undefined {
  if (!person) return undefined;
  if (isBusiness) return text(person.name1);
  const parts = [person.name1, person.middleInitial, person.name2].map(text).filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** Today's date in short form for `locale`: en-US gives M/D/YYYY ('11/22/2026'), es-US D/M/YYYY. */
export function formatFilingDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric' }).format(date);
}

/** The text of one field, or undefined when the value is missing (the panel shows a dash). */
export function fieldValue(
  field: TaxpayerPanelField,
  data: TaxpayerPanelData | undefined,
  mode: DisplayMode,
  today: Date,
  locale: string,
): string | undefined {
  if (field === 'filingDate') return formatFilingDate(today, locale);
  if (!data) return undefined;
  const { taxpayer, jointFiler, address } = data;
  switch (field) {
    case 'firstName':
      return text(taxpayer.name1);
    case 'lastName':
      return text(taxpayer.name2);
    case 'middleInitial':
      return text(taxpayer.middleInitial);
    case 'taxpayerSocialSecurityNumber':
    case 'taxpayerSsnFein':
      return text(taxpayer.federalId);
    case 'spouseFirstName':
      return text(jointFiler?.name1);
    case 'spouseLastName':
      return text(jointFiler?.name2);
    case 'spouseMiddleInitial':
      return text(jointFiler?.middleInitial);
    case 'spouseSocialSecurityNumber':
    case 'spouseSsn':
      return text(jointFiler?.federalId);
    case 'currentAddress':
    case 'address':
      return text(address.street);
    case 'city':
      return text(address.city);
    case 'state':
      return text(address.state);
    case 'zip':
    case 'zipCode':
      return formatZip(address.zip);
    case 'phoneNumber':
      return text(taxpayer.businessPhoneNumber);
    case 'taxpayerName':
      return formatTaxpayerName(taxpayer, data.isBusiness === true || mode === DisplayMode.Business);
    case 'spouseName':
      return formatTaxpayerName(jointFiler);
  }
}
