import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Page } from './fixtures';

const CATALOGS = fileURLToPath(new URL('../src/lib/i18n/catalogs', import.meta.url));

/** One language's catalog as the app bundles it: every area file merged. */
function readCatalog(locale: 'en' | 'tr'): Record<string, string> {
  const dir = join(CATALOGS, locale);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>),
  ) as Record<string, string>;
}

export const ENGLISH = readCatalog('en');
const TURKISH = readCatalog('tr');

const compile = (catalog: Record<string, string>) =>
  Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)]));
const i18n = setupI18n({ locale: 'tr', messages: { en: compile(ENGLISH), tr: compile(TURKISH) } });

/** What the shop shows for a message in Turkish (or `locale`), rendered by the same library as the app. */
export function tr(id: string, values?: Record<string, unknown>, locale: 'en' | 'tr' = 'tr'): string {
  if (!(id in TURKISH)) throw new Error(`no message "${id}" in the catalogs`);
  i18n.activate(locale);
  return i18n._(id, values);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts that must not be seen in Turkish: every message that reads differently in Turkish, as the
 * whole text of a node or attribute. A message with values matches any values; plural and select messages are
 * left to the journeys, which read their Turkish form.
 */
function englishOnlyTexts() {
  const exact: string[] = [];
  const patterns: string[] = [];
  for (const [id, english] of Object.entries(ENGLISH)) {
    if (english === TURKISH[id] || /,\s*(plural|select|selectordinal)\s*,/.test(english)) continue;
    if (!english.includes('{')) exact.push(english.replace(/\s+/g, ' ').trim());
    else patterns.push(escapeRegExp(english.replace(/\s+/g, ' ').trim()).replace(/\\\{[^}]*\\\}/g, '.+'));
  }
  return { exact, patterns };
}

/**
 * English texts from the catalog still on the page: in visible text, in accessible names and descriptions
 * (`aria-label`, `placeholder`, `alt`, `title`), and in the page title. Backend data (titles, descriptions) is
 * not in the catalog, so it never counts.
 */
export async function englishTextsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(({ exact, patterns }) => {
    const exactTexts = new Set(exact);
    const patternTexts = patterns.map((pattern) => new RegExp(`^${pattern}$`));
    const found = new Set<string>();
    const check = (where: string, raw: string | null) => {
      const text = (raw ?? '').replace(/\s+/g, ' ').trim();
      if (text && (exactTexts.has(text) || patternTexts.some((pattern) => pattern.test(text)))) {
        found.add(`${where}: "${text}"`);
      }
    };
    const shown = (element: Element) =>
      element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && shown(parent) && !parent.closest('script, style')) check('text', node.textContent);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
      if (!shown(element) && element.getAttribute('type') !== 'file') continue;
      for (const attribute of ['aria-label', 'placeholder', 'alt', 'title']) {
        check(attribute, element.getAttribute(attribute));
      }
    }
    check('page title', document.title);
    return [...found].sort();
  }, englishOnlyTexts());
}
