import { virtual } from '@guidepup/virtual-screen-reader';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { vi } from 'vitest';
import { createAppRouter } from '@/app/router';
import { activateLocale } from '@/lib/i18n/i18n';
import type { Locale } from '@/boot/preferred-locale';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';

/**
 * Journeys taken by ear: the whole app (its routes, its header, its toasts) on the mock backend, read by Guidepup's
 * virtual screen reader, which speaks the accessibility tree as a screen reader would. A journey moves as a blind
 * shopper does, item by item or by key, and asserts on what it hears; an announcement (a toast, a count) is heard
 * only if a live region says it.
 */
export async function openShopByEar(url: string, locale: Locale = 'en') {
  await activateLocale(locale);
  const queryClient = createTestQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  renderWithProviders(<RouterProvider router={router} />, { queryClient });
  await virtual.start({ container: document.body });
  return router;
}

export async function stopListening() {
  await virtual.stop();
}

/** The most items a journey reads through looking for one: more than any page of the shop holds before it. */
const MOST_ITEMS = 600;

/**
 * Moves on item by item (the screen reader's "next") until it hears `phrase`, which it returns; fails once it has
 * read the whole page without. A phrase that is still loading is waited for: the reader starts again from the top.
 */
export async function readUntil(phrase: RegExp): Promise<string> {
  let found = '';
  await vi.waitFor(
    async () => {
      for (let item = 0; item < MOST_ITEMS; item += 1) {
        await virtual.next();
        const spoken = await virtual.lastSpokenPhrase();
        if (phrase.test(spoken)) {
          found = spoken;
          return;
        }
      }
      const log = await virtual.spokenPhraseLog();
      throw new Error(
        `Not heard on the page: ${String(phrase)}. Read:\n${log.slice(-MOST_ITEMS).join('\n')}`,
      );
    },
    { timeout: 10_000, interval: 50 },
  );
  return found;
}

/** Waits until `phrase` has been heard since the log was last cleared (an announcement comes when it comes). */
export async function hear(phrase: RegExp) {
  await vi.waitFor(
    async () => {
      const log = await virtual.spokenPhraseLog();
      if (!log.some((spoken) => phrase.test(spoken)))
        throw new Error(`Not heard: ${String(phrase)}. Heard:\n${log.slice(-30).join('\n')}`);
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** Forgets what was heard so far: the next `hear` listens from here on. */
export function listenFromHere() {
  return virtual.clearSpokenPhraseLog();
}

/** Moves to the field read as `name` (a textbox, a searchbox…), enters it and types `text`. */
export async function fillIn(field: RegExp, text: string) {
  await readUntil(field);
  await virtual.act();
  await virtual.type(text);
}

/** Moves to the control read as `phrase` and presses it (the screen reader's "activate"). */
export async function activate(phrase: RegExp) {
  const spoken = await readUntil(phrase);
  await virtual.act();
  return spoken;
}

export const press = (key: string) => virtual.press(key);

/** Types `text` into the focused field, key by key. */
export const type = (text: string) => virtual.type(text);

/** Phrases that only say where the reader is (a paragraph begins, something ends), not what is there. */
const STRUCTURE = /^(paragraph|end of .*)$/;

/** Moves on to the next item that says something, and returns what it says. */
export async function readNext(): Promise<string> {
  for (let item = 0; item < MOST_ITEMS; item += 1) {
    await virtual.next();
    const spoken = await virtual.lastSpokenPhrase();
    if (!STRUCTURE.test(spoken)) return spoken;
  }
  throw new Error('Nothing more to hear');
}
