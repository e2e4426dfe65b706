import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** What the app imports: `import { messages } from 'virtual:messages/tr'`. */
const MESSAGES_MODULE_PREFIX = 'virtual:messages/';
const RESOLVED_PREFIX = `\0${MESSAGES_MODULE_PREFIX}`;

/**
 * One language's catalog: every `<area>.json` in `<catalogsDir>/<locale>/` (or those `includesArea`
 * accepts), a flat object of message id to ICU MessageFormat text, merged into one. An id written in two files
 * is an error, so areas cannot overwrite each other's messages.
 */
export function readCatalog(
  catalogsDir: string,
  locale: string,
  includesArea: (area: string) => boolean = () => true,
): Record<string, string> {
  const dir = join(catalogsDir, locale);
  const catalog: Record<string, string> = {};
  const origin: Record<string, string> = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json') && includesArea(name.slice(0, -'.json'.length)))
    .sort()) {
    const messages: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) {
      throw new Error(`${locale}/${file}: a catalog is an object of message id to text`);
    }
    for (const [id, text] of Object.entries(messages)) {
      if (typeof text !== 'string') throw new Error(`${locale}/${file}: "${id}" is not a text`);
      if (id in catalog) throw new Error(`${locale}/${file}: "${id}" is already in ${origin[id]}`);
      catalog[id] = text;
      origin[id] = file;
    }
  }
  return catalog;
}

/** Lingui's compiled form of each message, so the app ships no MessageFormat parser. */
export function compileCatalog(catalog: Record<string, string>): Record<string, CompiledMessage> {
  const compiled: Record<string, CompiledMessage> = {};
  for (const [id, text] of Object.entries(catalog)) {
    try {
      compiled[id] = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`message "${id}" is not valid ICU MessageFormat: ${String(error)}`, { cause: error });
    }
  }
  return compiled;
}

/** Message bundles loaded apart from the start-up messages: bundle name → the areas (catalog files) in it. */
export type MessageBundles = Record<string, readonly string[]>;

/**
 * The message catalogs (src/lib/i18n), compiled at build time, one module per language and bundle:
 * `virtual:messages/<locale>` holds every area outside the bundles and goes with the start-up code;
 * `virtual:messages/<locale>/<bundle>` holds a bundle's areas and loads with the pages that need it, so a guest
 * downloads no checkout or admin texts and a shopper no admin texts. Turkish loads only when it is chosen.
 */
export function messageCatalogs(catalogsDir: string, bundles: MessageBundles): Plugin {
  const bundledAreas = new Set(Object.values(bundles).flat());
  return {
    name: 'message-catalogs',
    resolveId(id) {
      return id.startsWith(MESSAGES_MODULE_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const [locale = '', bundle] = id.slice(RESOLVED_PREFIX.length).split('/');
      const areas = bundle === undefined ? undefined : bundles[bundle];
      if (bundle !== undefined && !areas) throw new Error(`no message bundle "${bundle}"`);
      const includesArea = (area: string) => (areas ? areas.includes(area) : !bundledAreas.has(area));
      // A change to one of its files rebuilds the module (a new file needs a restart of the dev server).
      const dir = join(catalogsDir, locale);
      for (const file of readdirSync(dir)) this.addWatchFile(join(dir, file));
      const compiled = compileCatalog(readCatalog(catalogsDir, locale, includesArea));
      // JSON.parse of a string literal parses faster than the same object as JavaScript.
      return `export const messages = /*#__PURE__*/ JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
