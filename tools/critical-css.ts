import { JSDOM } from 'jsdom';
import postcss, { type AtRule, type Container, type Declaration, type Rule } from 'postcss';

// What a selector needs from the user or the browser's state rather than from the markup: stripped before a
// selector is tried on the page, so a rule for a hovered, focused or filled-in element counts as matching.
const STATE_PSEUDO =
  /::?(?:before|after|placeholder|selection|marker|backdrop|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+|-ms-[\w-]+|hover|focus-visible|focus-within|focus|active|visited|link|any-link|autofill|checked|indeterminate|invalid|valid|user-invalid|placeholder-shown|enabled|disabled|read-only|read-write|target)(?![\w-])/g;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** Whether a selector (one of a rule's list) matches anything in the page, state left aside. */
function selectorMatches(document: Document, selector: string): boolean {
  // The page is a document, never a shadow root: `:host` matches nothing in it.
  if (selector.includes(':host')) return false;
  const markupOnly = selector.replace(STATE_PSEUDO, '').trim();
  try {
    return document.querySelector(markupOnly || '*') !== null;
  } catch {
    // A selector the parser does not know: keep its rule rather than risk an unstyled first paint.
    return true;
  }
}

function referencedVariables(text: string): string[] {
  return [...text.matchAll(VAR_REFERENCE)].map((match) => match[1] ?? '');
}

/** Removes the rules whose selectors match nothing in the page, and at-rules left empty. */
function keepMatchingRules(container: Container, document: Document) {
  container.each((node) => {
    if (node.type === 'rule') {
      if (!node.selectors.some((selector) => selectorMatches(document, selector))) node.remove();
    } else if (node.type === 'atrule') {
      if (node.name === 'keyframes' || node.name.endsWith('-keyframes')) return;
      if (node.nodes) {
        keepMatchingRules(node, document);
        if (node.nodes.length === 0) node.remove();
      }
    }
  });
}

/**
 * The CSS that a prerendered page needs for its first paint: the rules of `css` whose selectors match the
 * page's markup (`html`, the whole document, its templates' content included), hovered, focused and such states
 * included, inside the media queries that hold them; the custom properties those rules, the page's inline styles and its <style>
 * elements use (transitively); and the keyframes they name. The rest waits for the full style sheet, which
 * styles the same elements the same way (the same rules, in the same order), so nothing moves when it applies.
 */
export function criticalCss(css: string, html: string): string {
  const { document } = new JSDOM(html).window;
  // A template's content is the page's too: the page fills it in before the style sheet applies (the listing's
  // first cards, src/boot/early-cards.ts, from a template per language that holds the cards' own). Copied into the
  // document to be matched, and the templates in it with it.
  const templates = [...document.querySelectorAll('template')];
  for (let template = templates.pop(); template; template = templates.pop()) {
    const content = template.content.cloneNode(true) as DocumentFragment;
    templates.push(...content.querySelectorAll('template'));
    document.body.append(content);
  }
  const root = postcss.parse(css);
  keepMatchingRules(root, document);

  // Custom properties: keep what is used, following var() through the kept definitions.
  const definitions = new Map<string, Declaration[]>();
  const used = new Set<string>();
  const pending: string[] = [];
  const use = (name: string) => {
    if (used.has(name)) return;
    used.add(name);
    pending.push(name);
  };
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) {
      definitions.set(declaration.prop, [...(definitions.get(declaration.prop) ?? []), declaration]);
    } else {
      referencedVariables(declaration.value).forEach(use);
    }
  });
  referencedVariables(html).forEach(use);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const definition of definitions.get(name) ?? []) referencedVariables(definition.value).forEach(use);
  }
  for (const [name, declarations] of definitions) {
    if (!used.has(name)) declarations.forEach((declaration) => declaration.remove());
  }

  // Keyframes only for the animations that the kept rules name.
  const animations = new Set<string>();
  root.walkDecls(/^(-webkit-)?animation(-name)?$/, (declaration) => {
    for (const word of declaration.value.split(/[\s,]+/)) animations.add(word);
  });
  root.walkAtRules(/keyframes$/, (atRule: AtRule) => {
    if (!animations.has(atRule.params.trim())) atRule.remove();
  });

  // Rules and at-rules left without content.
  const removeEmpty = (container: Container) => {
    container.each((node) => {
      if (node.type !== 'rule' && node.type !== 'atrule') return;
      const parent = node as Rule | AtRule;
      if (!parent.nodes) return;
      removeEmpty(parent);
      if (parent.nodes.length === 0) parent.remove();
    });
  };
  removeEmpty(root);
  root.raws.after = '';
  return root.toString();
}
