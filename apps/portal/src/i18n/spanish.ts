import { setLanguage } from '@citytax/api';
import { registerLibrarySpanish } from './spanishLibrary';
import { registerPortalSpanish } from './spanishPortal';

/*
 * Every Spanish catalog at once, for Storybook and tests. The portal itself loads the two halves
 * side by side (language.ts), never this module.
 */

/** Registers every catalog of the portal and the libraries with its Spanish twin. */
export function registerSpanish(): void {
  registerPortalSpanish();
  registerLibrarySpanish();
}

/** Shows every registered catalog in Spanish. */
export function showSpanish(): void {
  registerSpanish();
  setLanguage('es');
}
