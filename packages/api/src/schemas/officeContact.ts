import { z } from 'zod';

/**
 * GET /api/office-contact (public): how a taxpayer reaches the tax office, from the server's
 * configuration (SUPPORT_EMAIL, SUPPORT_PHONE, PAPER_FORMS_URL, MAILING_ADDRESS), so a deployment
 * changes them without rebuilding the portal. The paper-return guidance names them.
 */
export const officeContactSchema = z.object({
  supportEmail: z.string().min(1),
  supportPhone: z.string().min(1),
  /** Where the paper forms are downloaded: an http(s) URL or a path on the portal's own site. */
  paperFormsUrl: z.string().min(1),
  /** Where paper returns are mailed, line by line. */
  mailingAddress: z.array(z.string().min(1)).min(1),
});
export type OfficeContact = z.infer<typeof officeContactSchema>;
