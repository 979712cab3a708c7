/** Paths of a form's own pages (route parameter formId, spec §2). */

/** /form/{formId}/pay: pay a form, or file one that owes nothing. */
export const payPath = (formId: number) => `/form/${formId}/pay`;

/** /form/{formId}/confirmation: a filed form's confirmation (issue 15). */
export const confirmationPath = (formId: number) => `/form/${formId}/confirmation`;
