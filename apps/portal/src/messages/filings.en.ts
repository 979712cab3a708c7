/**
 * English texts of the taxpayer's account (issue 15): Filings and Payments, the confirmation page,
 * Download PDF. A second language is a second file with the same shape.
 */
export const filingsEn = {
  downloadPdf: 'Download PDF',
  downloading: 'Downloading the PDF copy',
  downloadFailed: 'The PDF copy could not be downloaded. Please try again.',
};
