import { setupI18n, type Messages } from '@lingui/core';
import { useCallback, useSyncExternalStore } from 'react';
import { messages as englishMessages } from 'virtual:messages/en';

/**
 * The shop's languages. English is the default and the source: every message id has its English text in
 * catalogues/en, its Turkish one in catalogues/tr (a unit test keeps them in step). The English catalogue comes
 * with the app's start-up code; the Turkish one loads only when it is chosen.
 */
export const LOCALES = ['en', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language's name in itself, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', tr: 'Türkçe' };

/** The visitor's choice, kept apart from the session, so it survives reloads and sign-outs. */
export const LOCALE_STORAGE_KEY = 'shop-language';

const catalogueLoaders: Record<Locale, () => Promise<Messages>> = {
  en: () => Promise.resolve(englishMessages),
  tr: () => import('virtual:messages/tr').then((module) => module.messages),
};

export const i18n = setupI18n({ locale: 'en', messages: { en: englishMessages } });

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The stored choice; on a first visit the browser's language: Turkish for `tr`, English otherwise. */
export function preferredLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage blocked: fall back to the browser's language.
  }
  if (isLocale(stored)) return stored;
  const browserLanguages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return browserLanguages[0]?.toLowerCase().split('-')[0] === 'tr' ? 'tr' : 'en';
}

const loadedLocales = new Set<Locale>(['en']);

/**
 * Switches the UI to `locale`: loads its catalogue the first time, then changes every text in place (no reload:
 * the cart, the filters and half-filled forms stay), `<html lang>` and, through the router, the page title.
 * `remember` stores the choice (a choice made in the switch, not one read from the browser).
 */
export async function activateLocale(locale: Locale, { remember = false } = {}): Promise<void> {
  if (!loadedLocales.has(locale)) {
    i18n.load(locale, await catalogueLoaders[locale]());
    loadedLocales.add(locale);
  }
  if (remember) {
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Storage blocked: the choice lasts until the page is reloaded.
    }
  }
  if (i18n.locale !== locale) i18n.activate(locale);
  document.documentElement.lang = locale;
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/** A message in the current language, for code outside React (toasts, page titles, start-up). */
export function translate(id: string, values?: Record<string, unknown>): string {
  return i18n._(id, values);
}

const subscribeToLocale = (onChange: () => void) => i18n.on('change', onChange);

/** The current language; the component renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeToLocale, currentLocale, () => 'en');
}

/**
 * `t(id, values)`: a message in the current language. The component renders again when the language changes,
 * so everything it shows follows the switch.
 */
export function useTranslate(): (id: string, values?: Record<string, unknown>) => string {
  const locale = useLocale();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function per language re-renders its users
  return useCallback((id, values) => i18n._(id, values), [locale]);
}
