import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compileCatalog, messageCatalogs, readCatalog } from './message-catalogs.ts';
import { handlerOf } from './testing.ts';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const CATALOGS = join(SRC, 'lib', 'i18n', 'catalogs');
const LOCALES = readdirSync(CATALOGS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The names of a compiled message's arguments (`{name}`, `{count, plural, ...}`), nested choices included. */
function argumentNames(message: CompiledMessage, names = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    if (name !== '#') names.add(name);
    if (format && typeof format === 'object') {
      for (const [choice, branch] of Object.entries(format)) {
        if (choice !== 'offset' && Array.isArray(branch)) argumentNames(branch as CompiledMessage, names);
      }
    }
  }
  return names;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the shop’s message catalogs', () => {
  const catalogs = Object.fromEntries(LOCALES.map((locale) => [locale, readCatalog(CATALOGS, locale)]));

  it('are English and Turkish, with the same files', () => {
    expect(LOCALES.sort()).toEqual(['en', 'tr']);
    expect(readdirSync(join(CATALOGS, 'tr')).sort()).toEqual(readdirSync(join(CATALOGS, 'en')).sort());
  });

  it('have every message id in both languages', () => {
    const english = Object.keys(catalogs.en ?? {}).sort();
    const turkish = Object.keys(catalogs.tr ?? {}).sort();
    expect(
      english.filter((id) => !turkish.includes(id)),
      'ids missing in Turkish',
    ).toEqual([]);
    expect(
      turkish.filter((id) => !english.includes(id)),
      'ids missing in English',
    ).toEqual([]);
    expect(english.length).toBeGreaterThan(0);
  });

  it('say each message in Turkish, apart from words that are the same in both languages', () => {
    const sameInBothLanguages = ['catalog.category.baklava', 'admin.orders.statusWithCount'];
    const english = catalogs.en ?? {};
    const untranslated = Object.keys(english).filter(
      (id) => english[id] === catalogs.tr?.[id] && !sameInBothLanguages.includes(id),
    );
    expect(untranslated, 'messages whose Turkish is the English text').toEqual([]);
  });

  it('give each message the same placeholders in both languages, and compile', () => {
    const english = compileCatalog(catalogs.en ?? {});
    const turkish = compileCatalog(catalogs.tr ?? {});
    const differing = Object.keys(english).filter((id) => {
      const turkishMessage = turkish[id];
      const englishMessage = english[id];
      if (!turkishMessage || !englishMessage) return false;
      return (
        [...argumentNames(englishMessage)].sort().join() !== [...argumentNames(turkishMessage)].sort().join()
      );
    });
    expect(differing, 'messages whose placeholders differ').toEqual([]);
  });

  it('have every message the code asks for', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\b(?:t|translate)\(\s*'([^']+)'/g)) {
        if (match[1]) used.add(match[1]);
      }
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((id) => !(id in (catalogs.en ?? {})))).toEqual([]);
  });
});

describe('messageCatalogs', () => {
  const fixture = () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogs-'));
    mkdirSync(join(dir, 'en'));
    return dir;
  };

  it('merges the area files of a language', () => {
    const dir = fixture();
    writeFileSync(join(dir, 'en', 'a.json'), '{"a.one": "One"}');
    writeFileSync(join(dir, 'en', 'b.json'), '{"b.count": "{count, plural, one {# item} other {# items}}"}');
    expect(readCatalog(dir, 'en')).toEqual({
      'a.one': 'One',
      'b.count': '{count, plural, one {# item} other {# items}}',
    });
  });

  it('refuses an id written in two files', () => {
    const dir = fixture();
    writeFileSync(join(dir, 'en', 'a.json'), '{"same": "One"}');
    writeFileSync(join(dir, 'en', 'b.json'), '{"same": "Two"}');
    expect(() => readCatalog(dir, 'en')).toThrow(/"same" is already in a.json/);
  });

  it('refuses a message that is not valid MessageFormat', () => {
    expect(() => compileCatalog({ broken: '{count, plural, one {# item}' })).toThrow(/"broken"/);
  });

  it('finds the placeholders that the catalog test compares', () => {
    const compiled = compileCatalog({ m: 'Hi {name}: {count, plural, one {# {thing}} other {#}}' }).m;
    expect(compiled && [...argumentNames(compiled)].sort()).toEqual(['count', 'name', 'thing']);
  });

  it('makes one module of the start-up areas and one per bundle, each compiled', async () => {
    const dir = fixture();
    writeFileSync(join(dir, 'en', 'auth.json'), '{"auth.title": "Sign In"}');
    writeFileSync(
      join(dir, 'en', 'cart.json'),
      '{"cart.count": "{count, plural, one {# item} other {# items}}"}',
    );
    writeFileSync(join(dir, 'en', 'admin.json'), '{"admin.title": "Dashboard"}');
    const plugin = messageCatalogs(dir, { shop: ['cart'], admin: ['admin'] });
    const resolveId = handlerOf(plugin.resolveId, 'resolveId') as (id: string) => string | undefined;
    const load = handlerOf(plugin.load, 'load') as (this: unknown, id: string) => string | undefined;
    const context = { addWatchFile: () => undefined };
    const messagesOf = async (id: string) => {
      const resolved = resolveId(id);
      if (!resolved) throw new Error(`${id} was not resolved`);
      const code = load.call(context, resolved) ?? '';
      const url = `data:text/javascript,${encodeURIComponent(code)}`;
      return ((await import(/* @vite-ignore */ url)) as { messages: Record<string, unknown> }).messages;
    };
    expect(await messagesOf('virtual:messages/en')).toEqual({ 'auth.title': ['Sign In'] });
    expect(Object.keys(await messagesOf('virtual:messages/en/shop'))).toEqual(['cart.count']);
    expect(await messagesOf('virtual:messages/en/admin')).toEqual({ 'admin.title': ['Dashboard'] });
    expect(resolveId('./other.ts')).toBeUndefined();
    expect(() => load.call(context, '\0virtual:messages/en/nope')).toThrow(/no message bundle "nope"/);
  });
});
