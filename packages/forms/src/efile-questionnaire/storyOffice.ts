import { fixtures } from '@citytax/api/mocks';
import type { PaperReturnOffice } from './PaperReturnGuidance';

/** Stories and tests only: the office the paper-return guidance names, as the server's defaults are. */
export const PAPER_RETURN_OFFICE: PaperReturnOffice = {
  formsUrl: fixtures.officeContact.paperFormsUrl,
  mailingAddress: fixtures.officeContact.mailingAddress,
  phone: fixtures.officeContact.supportPhone,
};
