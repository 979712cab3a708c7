import type { Locale } from '@citytax/api';
import * as filingWordsEn from '../filingWords.en';
import * as filingWordsEs from '../filingWords.es';
import { pdfMessages, type PdfMessages } from './messages.en';
import { pdfMessagesEs } from './messages.es';

/**
 * What a copy prints in one language: its own texts (`m`) and the filing's words (`w`: the form's
 * name, its period, money, rates and dates through Intl for en-US or es-US). Every module of
 * pdf/ reads its words from the one it is given, so a copy is never half in one language.
 */
export interface PdfLanguage {
  /** The document's language (its /Lang), as Intl formats it. */
  tag: 'en-US' | 'es-US';
  m: PdfMessages;
  w: typeof filingWordsEn;
}

export const PDF_LANGUAGES: Readonly<Record<Locale, PdfLanguage>> = {
  en: { tag: 'en-US', m: pdfMessages, w: filingWordsEn },
  es: { tag: 'es-US', m: pdfMessagesEs, w: filingWordsEs },
};
