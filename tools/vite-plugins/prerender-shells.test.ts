import { JSDOM } from 'jsdom';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { prerender } from '../../src/prerender.tsx';
import { FIRST_PAGES } from '../../src/boot/first-pages.ts';
import { LOCALES } from '../../src/boot/preferred-locale.ts';
import { EARLY_CARD_TEMPLATE_ATTRIBUTE, EARLY_FILTERS_BUTTON_ATTRIBUTE } from '../../src/boot/early-cards.ts';
import {
  disableFormControls,
  inlineCriticalCss,
  routeChunkKeys,
  shellFileName,
  shellPage,
  withoutStartupPlaceholder,
} from './prerender-shells.ts';

// Keys as the real build writes them: route files split by the router plugin, shared chunks with a leading '_'.
const manifest: Manifest = {
  '_Anchor-a1.js': { file: 'assets/Anchor-a1.js', imports: ['_startup-s1.js'] },
  '_TextInput-t1.js': { file: 'assets/TextInput-t1.js', imports: ['_startup-s1.js'] },
  '_framework-f1.js': { file: 'assets/framework-f1.js' },
  '_startup-s1.js': { file: 'assets/startup-s1.js', imports: ['_framework-f1.js'] },
  'index.html': { file: 'assets/index-e1.js', isEntry: true },
  'src/routes/auth/login.tsx?tsr-split=component---loader': {
    file: 'assets/login-l1.js',
    imports: ['_Anchor-a1.js', '_TextInput-t1.js'],
  },
  'src/routes/auth/login-help.tsx?tsr-split=component---loader': { file: 'assets/login-help-h1.js' },
  'src/routes/auth/register.tsx?tsr-split=component---loader': {
    file: 'assets/register-r1.js',
    imports: ['_TextInput-t1.js'],
  },
  'src/routes/auth/reset-password.$token.tsx?tsr-split=component---loader': { file: 'assets/reset-p1.js' },
  'src/routes/auth/route.tsx?tsr-split=component---loader': {
    file: 'assets/route-a1.js',
    imports: ['_Anchor-a1.js'],
  },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-c1.js' },
  'src/routes/index.tsx?tsr-split=loader': { file: 'assets/routes-l1.js' },
};

describe('the page → route chunks mapping, read from the route tree', () => {
  it('finds the auth layout and the login route for /auth/login', async () => {
    const { routeFiles } = await prerender('/auth/login');
    expect(routeFiles).toEqual([
      'src/routes/__root.tsx',
      'src/routes/auth/route.tsx',
      'src/routes/auth/login.tsx',
    ]);
    expect(routeChunkKeys(manifest, routeFiles)).toEqual([
      'src/routes/auth/login.tsx?tsr-split=component---loader',
      'src/routes/auth/route.tsx?tsr-split=component---loader',
    ]);
  });

  it('finds the auth layout and the register route for /auth/register', async () => {
    const { routeFiles } = await prerender('/auth/register');
    expect(routeFiles).toEqual([
      'src/routes/__root.tsx',
      'src/routes/auth/route.tsx',
      'src/routes/auth/register.tsx',
    ]);
    expect(routeChunkKeys(manifest, routeFiles)).toEqual([
      'src/routes/auth/register.tsx?tsr-split=component---loader',
      'src/routes/auth/route.tsx?tsr-split=component---loader',
    ]);
  });

  it('finds a route whose file name is not its URL (a flat route with a parameter)', async () => {
    const { routeFiles } = await prerender('/auth/reset-password/abc123');
    expect(routeFiles.at(-1)).toBe('src/routes/auth/reset-password.$token.tsx');
  });

  it('refuses a page that no route renders, and one that redirects elsewhere', async () => {
    await expect(prerender('/no/such/page')).rejects.toThrow(
      'Cannot prerender /no/such/page: no route renders it',
    );
    await expect(prerender('/auth/nothing-here')).rejects.toThrow('no route renders it');
    // A guest asking for a shopper's page is sent to sign in: that page has no shell of its own.
    await expect(prerender('/shop/home')).rejects.toThrow(
      'Cannot prerender /shop/home: it redirects elsewhere',
    );
  });
});

describe("the listing's first card templates", () => {
  it('are in every language, each with its own texts, category names and price format', async () => {
    const { html } = await prerender(FIRST_PAGES.listing.path, 'shopper');
    const page = new JSDOM(html).window.document;
    const sets = page.querySelectorAll<HTMLTemplateElement>('[data-early-cards] > template[lang]');
    const texts = Object.fromEntries(
      [...sets].map((set) => [
        set.lang,
        {
          names: JSON.parse(set.getAttribute('data-category-names') ?? '') as Record<string, string>,
          cards: [
            ...set.content.querySelectorAll<HTMLTemplateElement>(`[${EARLY_CARD_TEMPLATE_ATTRIBUTE}]`),
          ].map((card) => card.content.textContent),
          filtersButton: set.content.querySelector(`[${EARLY_FILTERS_BUTTON_ATTRIBUTE}]`) !== null,
        },
      ]),
    );
    expect(Object.keys(texts)).toEqual([...LOCALES]);
    expect(texts.en?.names['turkishdelight']).toBe('Turkish delight');
    expect(texts.tr?.names['turkishdelight']).toBe('Lokum');
    expect(texts.en?.cards).toEqual([
      expect.stringContaining('Add to cart'),
      expect.stringContaining('Sold out'),
    ]);
    expect(texts.en?.cards[0]).toContain('$2.00');
    expect(texts.tr?.cards).toEqual([
      expect.stringContaining('Sepete Ekle'),
      expect.stringContaining('Tükendi'),
    ]);
    expect(texts.tr?.cards[0]).toContain('İndirimli fiyat $1,00, eski fiyat $2,00');
    // The page around the cards is in English, its view's texts too: the phone's Filters button is the English set's.
    expect(texts.en?.filtersButton).toBe(true);
    expect(texts.tr?.filtersButton).toBe(false);
  });
});

describe('routeChunkKeys', () => {
  it("takes a route file's chunks, in the manifest's order, and nothing of a file whose name merely starts alike", () => {
    expect(routeChunkKeys(manifest, ['src/routes/index.tsx', 'src/routes/auth/login.tsx'])).toEqual([
      'src/routes/auth/login.tsx?tsr-split=component---loader',
      'src/routes/index.tsx?tsr-split=component',
      'src/routes/index.tsx?tsr-split=loader',
    ]);
  });

  it('takes an unsplit route file by its own key, and nothing for a route without chunks', () => {
    expect(
      routeChunkKeys({ 'src/routes/plain.tsx': { file: 'assets/plain-p1.js' } }, ['src/routes/plain.tsx']),
    ).toEqual(['src/routes/plain.tsx']);
    expect(routeChunkKeys(manifest, ['src/routes/__root.tsx'])).toEqual([]);
  });
});

describe('disableFormControls', () => {
  it('disables every input, button, textarea and select', () => {
    expect(
      disableFormControls(
        '<form><input type="email" id="e"/><button type="submit">Sign In</button><textarea></textarea><select><option>1</option></select></form>',
      ),
    ).toBe(
      '<form><input disabled type="email" id="e"/><button disabled type="submit">Sign In</button><textarea disabled></textarea><select disabled><option>1</option></select></form>',
    );
  });

  it('leaves a control that React already rendered disabled as it is, without a second attribute', () => {
    expect(
      disableFormControls('<input disabled="" id="e"/><button type="submit" disabled="">Go</button>'),
    ).toBe('<input disabled="" id="e"/><button type="submit" disabled="">Go</button>');
    expect(disableFormControls('<input data-disabled="true" id="e"/>')).toBe(
      '<input disabled data-disabled="true" id="e"/>',
    );
  });

  it('leaves links, labels and text alone', () => {
    const html =
      '<a href="/auth/register">Register</a><label for="e">Email</label><p>input, button</p><inputs-x></inputs-x>';
    expect(disableFormControls(html)).toBe(html);
  });
});

describe('shellFileName', () => {
  it("names the file a static host serves for the page's path", () => {
    expect(shellFileName('/auth/login')).toBe('auth/login.html');
    expect(shellFileName('/about')).toBe('about.html');
  });

  it("names the landing's file apart from index.html, which stays the app for every other path", () => {
    expect(shellFileName('/')).toBe('landing.html');
  });
});

describe('shellPage', () => {
  const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Lokum & Co.</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-f1.js">
    <link rel="modulepreload" crossorigin href="/assets/startup-s1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

  it('puts the page in #root with its controls disabled, its title in the head, its code in the preload list, and runs its entry as soon as it arrives', () => {
    const page = shellPage(
      template,
      {
        html: '<main><h1>Sign in</h1><input id="e"/><button>Sign In</button></main>',
        title: 'Sign in · Lokum &amp; Co.',
        routeFiles: ['src/routes/__root.tsx', 'src/routes/auth/route.tsx', 'src/routes/auth/login.tsx'],
      },
      manifest,
    );
    expect(page).toBe(`<!doctype html>
<html lang="en">
  <head>
    <title>Sign in · Lokum &amp; Co.</title>
    <script type="module" async crossorigin src="/assets/index-e1.js"></script>
    <meta name="preload-modules" content="/assets/framework-f1.js /assets/startup-s1.js /assets/login-l1.js /assets/Anchor-a1.js /assets/TextInput-t1.js /assets/route-a1.js" />
  </head>
  <body>
    <div id="root"><main><h1>Sign in</h1><input disabled id="e"/><button disabled>Sign In</button></main></div>
  </body>
</html>
`);
  });

  it("keeps the app's title when the page sets none, and the page's text as it is", () => {
    const page = shellPage(
      template,
      { html: "<p>Pay $&amp; and $' later</p>", title: undefined, routeFiles: [] },
      manifest,
    );
    expect(page).toContain('<title>Lokum & Co.</title>');
    expect(page).toContain(`<div id="root"><p>Pay $&amp; and $' later</p></div>`);
    expect(page).toContain(
      '<meta name="preload-modules" content="/assets/framework-f1.js /assets/startup-s1.js" />',
    );
  });
});

describe('withoutStartupPlaceholder', () => {
  it("drops index.html's loading placeholder, its style and its markup, and nothing else", () => {
    const html = `<head>
    <title>Lokum & Co.</title>
    <!--startup-placeholder-->
    <style>#startup-placeholder{color:#000}</style>
    <!--/startup-placeholder-->
  </head>
  <body>
    <div id="root"></div>
    <!--startup-placeholder-->
    <div id="startup-placeholder"><span>Lokum &amp; Co.</span></div>
    <!--/startup-placeholder-->
  </body>`;
    expect(withoutStartupPlaceholder(html)).toBe(`<head>
    <title>Lokum & Co.</title>
  </head>
  <body>
    <div id="root"></div>
  </body>`);
  });

  it('leaves a page without one as it is', () => {
    expect(withoutStartupPlaceholder('<body><div id="root"></div></body>')).toBe(
      '<body><div id="root"></div></body>',
    );
  });
});

describe('inlineCriticalCss', () => {
  const shell = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-c1.css">
  </head>
  <body>
    <div id="root"><main class="card"><a class="link" href="/auth/register">Register</a></main></div>
  </body>
</html>
`;
  const assets: Record<string, string> = {
    'assets/index-c1.css': '.card{padding:1rem}.dialog{position:fixed}.link{color:red}',
    'assets/touch-t1.css': '.link{padding-block:4px}.unused{margin:0}',
  };

  it("inlines the rules the page's paint needs, its own and its routes', after the full style sheet's preload", () => {
    expect(inlineCriticalCss(shell, ['assets/touch-t1.css'], (file) => assets[file] ?? ''))
      .toBe(`<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="expect" href="#shell-end" blocking="render">
    <link rel="preload" as="style" crossorigin href="/assets/index-c1.css" data-deferred-stylesheet><noscript><link rel="stylesheet" crossorigin href="/assets/index-c1.css"></noscript>
    <style>.card{padding:1rem}.link{color:red}
.link{padding-block:4px}</style>
  </head>
  <body>
    <div id="root"><main class="card"><a class="link" href="/auth/register">Register</a></main></div>
    <template id="shell-end"></template>
  </body>
</html>
`);
  });

  it('leaves a page without a style sheet as it is', () => {
    const plain = shell.replace(/\s*<link rel="stylesheet"[^>]*>/, '');
    expect(inlineCriticalCss(plain, [], () => '')).toBe(plain);
  });
});
