import {
  activeLocale,
  problemWordsEs,
  setLanguage,
  unexpectedErrorMessage,
  w2Labels,
  w2LabelsEs,
} from '@citytax/api';
import { uiTextEn, uiTextEs } from '@citytax/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../messages/en';
import { chooseLanguage } from './chooseLanguage';
import { initialLocale, LANGUAGE_STORAGE_KEY, startLanguage } from './language';

function storageWith(value: string | null) {
  const items = new Map<string, string>(value === null ? [] : [[LANGUAGE_STORAGE_KEY, value]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, v: string) => void items.set(key, v),
    items,
  };
}

afterEach(() => {
  setLanguage('en');
  document.documentElement.lang = 'en';
});

describe('the page language', () => {
  it('follows the browser on a first visit only when its most preferred language is Spanish', () => {
    expect(initialLocale({ storage: storageWith(null), languages: ['es-US', 'en'] })).toBe('es');
    expect(initialLocale({ storage: storageWith(null), languages: ['es'] })).toBe('es');
    expect(initialLocale({ storage: storageWith(null), languages: ['ES-419'] })).toBe('es');
    expect(initialLocale({ storage: storageWith(null), languages: ['en-US', 'es'] })).toBe('en');
    expect(initialLocale({ storage: storageWith(null), languages: ['fr', 'es'] })).toBe('en');
    expect(initialLocale({ storage: storageWith(null), languages: ['est'] })).toBe('en');
    expect(initialLocale({ storage: storageWith(null), languages: [] })).toBe('en');
  });

  it('keeps the visitor’s choice over the browser’s, and ignores anything else stored', () => {
    expect(initialLocale({ storage: storageWith('en'), languages: ['es-US'] })).toBe('en');
    expect(initialLocale({ storage: storageWith('es'), languages: ['en-US'] })).toBe('es');
    expect(initialLocale({ storage: storageWith('fr'), languages: ['en-US'] })).toBe('en');
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(initialLocale({ storage: blocked, languages: ['es'] })).toBe('es');
  });

  it('takes the cookie’s choice over storage: the server set it when the switch was used before the script ran', () => {
    const cookies = 'disclaimer=true; citytax.language=es';
    expect(initialLocale({ storage: storageWith('en'), languages: ['en-US'], cookies })).toBe('es');
    expect(initialLocale({ storage: storageWith('es'), languages: ['en-US'], cookies: '' })).toBe('es');
    expect(
      initialLocale({ storage: storageWith(null), languages: ['en-US'], cookies: 'citytax.language=xx' }),
    ).toBe('en');
  });

  it('starts in Spanish: html lang, and the Spanish catalogs written into the English ones', async () => {
    await startLanguage('es');
    expect(document.documentElement.lang).toBe('es');
    expect(activeLocale()).toBe('es');
    expect(en.app.logout).toBe('Cerrar sesión');
    expect(en.app.otherLanguage).toBe('English');
    // Both Spanish chunks: the portal's, and the libraries' (forms, API words, ui defaults).
    expect(w2Labels.employerName).toBe(w2LabelsEs.employerName);
    expect(uiTextEn.banner.toggleLabel).toBe(uiTextEs.banner.toggleLabel);
    expect(unexpectedErrorMessage()).toBe(problemWordsEs.unexpected);
    expect(uiTextEn.printReminderDialog.proceedLabel).toBe(uiTextEs.printReminderDialog.proceedLabel);
    setLanguage('en');
    expect(en.app.logout).toBe('Log out');
    expect(uiTextEn.banner.toggleLabel).toBe("Here's how you know");
  });

  it('starts in English without loading anything', async () => {
    await startLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(activeLocale()).toBe('en');
    expect(en.app.otherLanguage).toBe('Español');
  });

  it('keeps a choice and shows the page again; choosing the shown language does nothing', () => {
    const storage = storageWith(null);
    const reload = vi.fn();
    chooseLanguage('en', { storage, reload });
    expect(reload).not.toHaveBeenCalled();
    chooseLanguage('es', { storage, reload });
    expect(storage.items.get(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
