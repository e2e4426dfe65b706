import { describe, expect, it } from 'vitest';
import { criticalCss } from './critical-css.ts';

const page = `<!doctype html><html data-mantine-color-scheme="light"><head><style>:root{--theme-accent: var(--red-6)}</style></head>
<body><div id="root"><main class="card" style="padding: var(--space-md)"><h1 class="title">Sign in</h1>
<input class="field" disabled><a class="link" href="/x">Register</a></main></div></body></html>`;

describe('criticalCss', () => {
  it('keeps the rules that match the page, hovered and focused states included, and drops the others', () => {
    const css =
      '.card{display:flex}.dialog{position:fixed}.link:hover{color:red}.field:focus-visible{outline:1px solid}' +
      '.field::placeholder{color:gray}.title,.subtitle{font-weight:700}.menu .item{margin:0}';
    expect(criticalCss(css, page)).toBe(
      '.card{display:flex}.link:hover{color:red}.field:focus-visible{outline:1px solid}' +
        '.field::placeholder{color:gray}.title,.subtitle{font-weight:700}',
    );
  });

  it("keeps the rules that match a template's content, in templates within templates too", () => {
    const withTemplates = page.replace(
      '</main>',
      '<template lang="en"><template><p class="early">Add</p></template></template><template><b class="own"></b></template></main>',
    );
    expect(criticalCss('.early{color:red}.own{margin:0}.none{padding:0}', withTemplates)).toBe(
      '.early{color:red}.own{margin:0}',
    );
  });

  it('keeps media queries around matching rules and drops those left empty, and the dark scheme', () => {
    const css =
      '@media (min-width:48em){.card{padding:2rem}.dialog{inset:0}}@media print{.dialog{display:none}}' +
      ':root[data-mantine-color-scheme=dark]{--body:#000}:root,:host{--body:#fff}:host{--shadow-only:1}' +
      'body{background:var(--body)}';
    expect(criticalCss(css, page)).toBe(
      '@media (min-width:48em){.card{padding:2rem}}:root,:host{--body:#fff}body{background:var(--body)}',
    );
  });

  it('keeps only the custom properties in use, following var() through definitions, inline styles and <style>', () => {
    const css =
      ':root{--space-md:1rem;--space-xl:2rem;--red-6:#c00;--unused:1px;--radius:var(--radius-md);--radius-md:4px;' +
      '--border:var(--gray-3);--gray-3:#ddd}.card{border-radius:var(--radius)}';
    expect(criticalCss(css, page)).toBe(
      ':root{--space-md:1rem;--red-6:#c00;--radius:var(--radius-md);--radius-md:4px}.card{border-radius:var(--radius)}',
    );
  });

  it('keeps the keyframes that kept rules name, and a rule whose selector it cannot read', () => {
    const css =
      '@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}.title{animation:spin 1s}' +
      '.card:unknown-state(x){color:red}';
    expect(criticalCss(css, page)).toBe(
      '@keyframes spin{to{transform:rotate(1turn)}}.title{animation:spin 1s}.card:unknown-state(x){color:red}',
    );
  });
});
