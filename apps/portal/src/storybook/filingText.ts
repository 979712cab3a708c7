import { filingsEn } from '../messages/filings.en';

/**
 * The accessible name of a form's action link, as Filings and Payments and the dashboard give it:
 * the action's word, then the form's title, period and tax year ("Pay Individual Annual Return,
 * 2024"). Read when a play function runs, so in the story's language.
 */
export const actionName = (word: string, ...parts: Array<string | number>) =>
  `${word} ${filingsEn.formName(parts.map(String))}`;
