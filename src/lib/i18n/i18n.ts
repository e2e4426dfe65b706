import { setupI18n, type Messages } from '@lingui/core';
import { useCallback, useSyncExternalStore } from 'react';
import { messages as englishMessages } from 'virtual:messages/en';
import {
  SECTION_MESSAGE_BUNDLES,
  SERVER_TEXT_SECTIONS,
  type AppSection,
  type MessageBundle,
} from './message-bundles';
import { isLocale, LOCALE_STORAGE_KEY, type Locale } from '@/boot/preferred-locale';
import type { ServerTextMatch } from './server-texts';

/** Each language's name in itself, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', tr: 'Türkçe' };

/**
 * The web app manifest (public/) that describes the installed shop in each language; index.html links the
 * English one, and a switch of language links the other.
 */
export const APP_MANIFEST: Record<Locale, string> = {
  en: '/manifest.webmanifest',
  tr: '/manifest.tr.webmanifest',
};

// Read import.meta.env directly: Vite inlines it, so a build for a real backend drops the mock payment
// provider's messages (see main.tsx).
const MOCK_MODE = import.meta.env.MODE !== 'deploy' && !import.meta.env.VITE_API_URL;
const noMessages = () => Promise.resolve({ messages: {} });

/** Which catalog message a text of the server is, once a language that translates them has loaded them. */
let findServerText: ((message: string) => ServerTextMatch | undefined) | undefined;

/**
 * Each language's start-up messages and its bundles (message-bundles.ts), as separate chunks. Literal import
 * paths, so the build makes one chunk per module and loads none of them before it is asked for. The English
 * start-up messages come with the app's start-up code.
 */

const messageLoaders: Record<
  Locale,
  Record<'startup' | MessageBundle, () => Promise<{ messages: Messages }>>
> = {
  en: {
    startup: () => Promise.resolve({ messages: englishMessages }),
    auth: () => import('virtual:messages/en/auth'),
    catalog: () => import('virtual:messages/en/catalog'),
    productDialog: () => import('virtual:messages/en/productDialog'),
    shop: () => import('virtual:messages/en/shop'),
    admin: () => import('virtual:messages/en/admin'),
    network: () => import('virtual:messages/en/network'),
    provider: MOCK_MODE ? () => import('virtual:messages/en/provider') : noMessages,
    // English shows the server's texts as they come (serverText).
    server: noMessages,
  },
  tr: {
    startup: () => import('virtual:messages/tr'),
    auth: () => import('virtual:messages/tr/auth'),
    catalog: () => import('virtual:messages/tr/catalog'),
    productDialog: () => import('virtual:messages/tr/productDialog'),
    shop: () => import('virtual:messages/tr/shop'),
    admin: () => import('virtual:messages/tr/admin'),
    network: () => import('virtual:messages/tr/network'),
    provider: MOCK_MODE ? () => import('virtual:messages/tr/provider') : noMessages,
    server: () =>
      Promise.all([import('virtual:messages/tr/server'), import('./server-texts')]).then(
        ([module, texts]) => {
          findServerText = texts.findServerText;
          return module;
        },
      ),
  },
};

export const i18n = setupI18n({ locale: 'en', messages: { en: englishMessages } });

/** Parts of the catalogs loaded or loading, by `<locale>` or `<locale>/<bundle>`. */
const loadedParts = new Map<string, Promise<void>>([['en/startup', Promise.resolve()]]);
/** The bundles the pages seen so far asked for: a language switch loads them in the new language too. */
const requestedBundles = new Set<MessageBundle>();
/** The language being switched to (the current one when no switch is under way). */
let targetLocale: Locale = 'en';
const localeChangeListeners = new Set<() => void>();

function loadPart(locale: Locale, part: 'startup' | MessageBundle): Promise<void> {
  const key = `${locale}/${part}`;
  let loading = loadedParts.get(key);
  if (!loading) {
    loading = messageLoaders[locale][part]().then((module) => i18n.load(locale, module.messages));
    // A failed part is asked for again the next time it is needed (a browser may keep a failed download of a
    // module until the page is reloaded, which is what the language switch then asks for).
    loading.catch(() => loadedParts.delete(key));
    loadedParts.set(key, loading);
  }
  return loading;
}

/**
 * Loads message bundles (message-bundles.ts) in the language shown, or the one being switched to, before a page
 * that needs them renders. Once asked for, a bundle also loads in every language switched to later.
 */
export async function loadMessageBundles(...bundles: MessageBundle[]): Promise<void> {
  for (const bundle of bundles) requestedBundles.add(bundle);
  await Promise.all(bundles.map((bundle) => loadPart(targetLocale, bundle)));
}

/** The messages of a section of the app (its layout route's beforeLoad; start-up for the first page). */
export function loadSectionMessages(section: AppSection): Promise<void> {
  const server: MessageBundle[] = SERVER_TEXT_SECTIONS.includes(section) ? ['server'] : [];
  return loadMessageBundles(...SECTION_MESSAGE_BUNDLES[section], ...server);
}

/**
 * A section's messages in `locale`, without switching to it: build time (src/prerender.tsx renders the listing's
 * first card templates in every language).
 */
export async function loadSectionMessagesIn(locale: Locale, section: AppSection): Promise<void> {
  const bundles = SECTION_MESSAGE_BUNDLES[section].map((bundle) => loadPart(locale, bundle));
  await Promise.all([loadPart(locale, 'startup'), ...bundles]);
}

/** The section of the app a path is in, if it has messages of its own. */
export function sectionOfPath(pathname: string): AppSection | undefined {
  const section = pathname.split('/')[1] ?? '';
  return section in SECTION_MESSAGE_BUNDLES ? (section as AppSection) : undefined;
}

/**
 * Switches the UI to `locale`: loads its messages the first time (start-up messages and the bundles the pages
 * seen so far use), then changes every text in place (no reload: the cart, the filters and half-filled forms
 * stay), `<html lang>` and, through the router, the page title. `remember` stores the choice (a choice made in
 * the switch, not one read from the browser). When choices overlap, the last one wins.
 */
export async function activateLocale(locale: Locale, { remember = false } = {}): Promise<void> {
  targetLocale = locale;
  try {
    await Promise.all([
      loadPart(locale, 'startup'),
      ...[...requestedBundles].map((bundle) => loadPart(locale, bundle)),
    ]);
  } catch (error) {
    // Not switched after all: the pages go on loading their messages in the language shown.
    if (targetLocale === locale) targetLocale = currentLocale();
    throw error;
  }
  if (targetLocale !== locale) return;
  if (remember) {
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Storage blocked: the choice lasts until the page is reloaded.
    }
  }
  document.documentElement.lang = locale;
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', APP_MANIFEST[locale]);
  if (i18n.locale !== locale) {
    i18n.activate(locale);
    for (const listener of localeChangeListeners) listener();
  }
}

/** Calls `listener` after each switch to another language (not when messages load). Returns the unsubscribe. */
export function onLocaleChange(listener: () => void): () => void {
  localeChangeListeners.add(listener);
  return () => localeChangeListeners.delete(listener);
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/** A message in the current language, for code outside React (toasts, page titles, start-up). */
export function translate(id: string, values?: Record<string, unknown>): string {
  return i18n._(id, values);
}

/**
 * A text the server sent (a result's or a refusal's message), for a person to read: in English exactly as it came;
 * in another language its translation when it is one of the texts the contract's servers send
 * (catalogs/<locale>/server.json, matched by the whole English text), else as it came. Read it when it is shown.
 */
export function serverText(message: string): string {
  if (currentLocale() === 'en') return message;
  const match = findServerText?.(message);
  return match && i18n.messages[match.id] !== undefined ? i18n._(match.id, match.values) : message;
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
