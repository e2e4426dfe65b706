/**
 * The shop's languages and the visitor's choice among them. English is the default and the source: every
 * message id has its English text in catalogs/en, its Turkish one in catalogs/tr (a unit test keeps them in
 * step). This module imports only the storage keys: main.tsx reads the choice before any of the app has loaded (its own few
 * texts, the start-up failure page), so the build puts it in the entry's boot chunk (tools/code-splitting.ts),
 * shared with lib/i18n/i18n.ts.
 */
import { STORAGE_KEYS } from '@/lib/device/storage-keys';

export const LOCALES = ['en', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];

/** The visitor's choice, kept apart from the session, so it survives reloads and sign-outs. */
export const LOCALE_STORAGE_KEY = STORAGE_KEYS.language;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The stored choice; on a first visit the browser's language: Turkish for `tr` (`tr-TR`…), English otherwise. */
export function preferredLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage blocked: fall back to the browser's language.
  }
  if (isLocale(stored)) return stored;
  return /^tr\b/i.test(navigator.language) ? 'tr' : 'en';
}
