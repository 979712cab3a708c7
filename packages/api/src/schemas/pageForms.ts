import { z } from 'zod';

/*
 * The forms of the prerendered pages, posted by the browser itself when a visitor uses them before
 * the page's script has started (issue 31): the agreement's two buttons and the language switch.
 * Once the app runs it handles them in the page, and these posts are not made.
 */

/** The agreement's form: which of its two buttons was pressed. */
export const agreementFormSchema = z.object({ choice: z.enum(['agree', 'disagree']) });
export type AgreementForm = z.infer<typeof agreementFormSchema>;

/** The language switch's form: the language chosen. */
export const languageFormSchema = z.object({ language: z.enum(['en', 'es']) });
export type LanguageForm = z.infer<typeof languageFormSchema>;
