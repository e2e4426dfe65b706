import english from './catalogs/en/server.json';

/** A text of the server found in the catalog: its message id and the parts it carries of its own (a title). */
export interface ServerTextMatch {
  id: string;
  values?: Record<string, string>;
}

/** `{name}` in an English text: a part the server fills in (a product's title, a status). */
const PLACEHOLDER = /\{(\w+)\}/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const exactTexts = new Map<string, string>();
const templates: { id: string; names: string[]; pattern: RegExp }[] = [];

for (const [id, text] of Object.entries(english)) {
  // Split on a capturing group: literal text at the even places, the parts' names at the odd ones.
  const pieces = text.split(new RegExp(PLACEHOLDER, 'g'));
  if (pieces.length === 1) {
    exactTexts.set(text, id);
    continue;
  }
  const names = pieces.filter((_, index) => index % 2 === 1);
  const source = pieces.map((piece, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(piece))).join('');
  templates.push({ id, names, pattern: new RegExp(`^${source}$`, 'su') });
}

/**
 * The catalog message (catalogs/<locale>/server.json) for a text the contract's servers send: the mock's and
 * the original server's words, matched by the whole English text. A text with a part of its own (`Not enough
 * stock for {title}: only {count} left`) matches with any part, which is passed on as it came. Undefined for any
 * other text. Loaded with the server's texts of a language that translates them (i18n.ts).
 */
export function findServerText(message: string): ServerTextMatch | undefined {
  const id = exactTexts.get(message);
  if (id !== undefined) return { id };
  for (const template of templates) {
    const found = template.pattern.exec(message);
    if (found) {
      const values = Object.fromEntries(template.names.map((name, index) => [name, found[index + 1] ?? '']));
      return { id: template.id, values };
    }
  }
  return undefined;
}
