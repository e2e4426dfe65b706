import './app/mantine-styles';
import './app/global.css';
import { watchShellPresses } from '@/boot/shell-press';
import { sendStartUpRequests, startUpVisit } from '@/boot/start-up-requests';
import { documentParsed, firstContentToWaitFor } from '@/boot/early-requests';
import { FIRST_PAGES } from '@/boot/first-pages';
import { nextTask } from '@/boot/next-task';
import { preferredLocale } from '@/boot/preferred-locale';
import {
  DEFERRED_STYLESHEET_ATTRIBUTE,
  FIRST_PAGE_MODULES_META,
  PRELOAD_MODULES_META,
  STARTUP_PLACEHOLDER_ID,
} from '@/boot/shell-meta';

/**
 * The entry's own texts in Turkish; English is written where each is used. The entry imports nothing of the app
 * before its first paint (so it can still report an app that failed to download), so these few texts are not in
 * the message catalogs (docs/i18n.md).
 */
const TURKISH_STARTUP_TEXTS = {
  loading: 'Mağaza yükleniyor',
  notConfiguredTitle: 'Mağaza yapılandırılmamış',
  notConfiguredText: 'Lütfen daha sonra tekrar deneyin. Siteyi yönetenler için: ',
  loadFailedTitle: 'Mağaza yüklenemedi',
  loadFailedText: 'Bağlantınızı kontrol edip sayfayı yeniden yükleyin.',
  reload: 'Yeniden Yükle',
};

/** The Turkish texts when the visitor chose Turkish or, on a first visit, their browser speaks it. */
const turkishStartupTexts = () => (preferredLocale() === 'tr' ? TURKISH_STARTUP_TEXTS : undefined);

/** How long start-up waits at most for the content it puts on screen itself (see start). */
const FIRST_CONTENT_WAIT_MS = 1500;

/** Resolves once the early content (boot/early-requests.ts) has settled, or FIRST_CONTENT_WAIT_MS have passed. */
function firstContentOrTimeLimit() {
  const content = firstContentToWaitFor();
  return (
    content && Promise.race([content, new Promise((resolve) => setTimeout(resolve, FIRST_CONTENT_WAIT_MS))])
  );
}

/** Resolves once the browser has painted a frame (or after 100 ms in a hidden tab, which paints none). */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => setTimeout(() => (clearTimeout(timer), resolve())));
  });

/**
 * A prerendered page (tools/vite-plugins/prerender-shells.ts) lists its code in <meta name="preload-modules">
 * instead of modulepreload links: the shell paints first, then all of its code downloads at once.
 */
async function preloadShellModules() {
  const list = document.querySelector(`meta[name="${PRELOAD_MODULES_META}"]`)?.getAttribute('content');
  if (!list) return;
  await afterPaint();
  for (const href of list.split(' ')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The code, style sheets and messages of the first page, listed by the build for the pages a visitor opens first
 * (boot/first-pages.ts, tools/vite-plugins/first-page-modules.ts), preloaded now: they download beside the framework
 * instead of once it has run, the session is checked and the router asks for them. Only for the visitor that page
 * is for (startUpVisit: the landing's for a guest, a shop page's with a session): anyone else is sent elsewhere.
 */
function preloadFirstPageModules(locale: string, path: string | undefined) {
  const list = document.querySelector(`meta[name="${FIRST_PAGE_MODULES_META}"]`)?.getAttribute('content');
  if (!list || path === undefined) return;
  const entry = list
    .split(';')
    .map((page) => page.trim().split(/\s+/))
    .find(([pagePath]) => pagePath === path);
  for (const file of entry?.slice(1) ?? []) {
    const [fileLocale, href] = file.includes('=') ? file.split('=') : [undefined, file];
    if (!href || (fileLocale && fileLocale !== locale)) continue;
    const link = document.createElement('link');
    // Style sheets as Vite's loader adds them (crossorigin), so the browser reuses the preloaded copy.
    if (href.endsWith('.css')) Object.assign(link, { rel: 'preload', as: 'style' });
    else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * A prerendered page paints with the CSS it needs inline and preloads the full style sheet
 * (tools/vite-plugins/prerender-shells.ts). Here it becomes a style sheet: added by a script, it holds up no
 * paint. Resolves once it has applied (or failed), so the app changes nothing on the page before then.
 */
function applyDeferredStylesheets(): Promise<unknown> {
  const preloads = document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`);
  return Promise.all(
    [...preloads].map((preload) => {
      const stylesheet = document.createElement('link');
      stylesheet.rel = 'stylesheet';
      stylesheet.crossOrigin = preload.crossOrigin;
      stylesheet.href = preload.href;
      const applied = new Promise((resolve) => {
        stylesheet.addEventListener('load', resolve, { once: true });
        stylesheet.addEventListener('error', resolve, { once: true });
      });
      // In the preload's place: before the inline rules, so the cascade stays as the first paint had it.
      preload.after(stylesheet);
      return applied;
    }),
  );
}

/**
 * Start-up in steps, each its own task: evaluating all the code at once is one long task that blocks the
 * main thread (Lighthouse's Total Blocking Time). The framework chunk (React, router, query) and the startup
 * chunk (the app, its data layer, Mantine's base) evaluate in turn, then the first render runs in slices.
 * Their files download in parallel from the start (modulepreload links in index.html; see
 * tools/vite-plugins/preload-startup-chunks.ts).
 */
async function start() {
  // What start-up knows before the app has loaded: the first page opened, and the stored session if the session's
  // rules let it be sent (an ended or expired one counts as none: its page opens signed out, sending nothing).
  const visit = startUpVisit();
  const mockMode = import.meta.env.MODE !== 'deploy' && !import.meta.env.VITE_API_URL;
  // The session check and the first page's data leave now, not once React, the router and the page's code have
  // loaded (the app takes their answers). A prerendered page runs this script as soon as it has arrived, while the
  // page is still being parsed (tools/vite-plugins/prerender-shells.ts): what they need of the page is above the
  // script (the backend's address), and what they put on screen waits for the page (boot/early-requests.ts). The
  // mock backend answers only once its worker runs (below): in mock mode they wait for it.
  if (!mockMode) sendStartUpRequests(visit);
  await documentParsed();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The landing's prerendered page is a guest's (its header offers Sign In): a signed-in visitor, whom the app
  // sends on to the shop, sees the app's loading state instead, and none of the landing's code is preloaded.
  if (window.location.pathname === FIRST_PAGES.landing.path && visit.session && container.hasChildNodes()) {
    container.replaceChildren();
    document.querySelector(`meta[name="${PRELOAD_MODULES_META}"]`)?.remove();
  }
  const shellPresses = watchShellPresses(container);
  // index.html's placeholder is named in English; a Turkish visitor's screen reader hears it in Turkish.
  const turkish = turkishStartupTexts();
  if (turkish) document.getElementById(STARTUP_PLACEHOLDER_ID)?.setAttribute('aria-label', turkish.loading);
  // The landing's largest paint is its first feature image and the listing's its first cards, which start-up puts in the
  // page by itself (boot/early-requests.ts). The full style sheet (a recalculation of the whole page) and the page's
  // code would share the main thread and the connection with them, so they follow once those are on screen and
  // painted (or a moment later): on a returning shopper's phone the listing's first usable card came 130 ms sooner.
  const firstContent = mockMode ? undefined : firstContentOrTimeLimit();
  if (firstContent) {
    await firstContent;
    await afterPaint();
  }
  const stylesheetsApplied = applyDeferredStylesheets();
  // Then the page's code.
  if (!mockMode) {
    preloadFirstPageModules(preferredLocale(), visit.page?.path);
    await preloadShellModules();
  }
  await import('react-dom/client');
  await nextTask();

  // Read import.meta.env directly: Vite inlines it, so with VITE_API_URL set, or in a deploy build (the
  // server names the backend, see lib/backend/env.ts), this branch and with it the whole mock backend and its seed
  // data are dropped from the build.
  if (import.meta.env.MODE !== 'deploy' && !import.meta.env.VITE_API_URL) {
    const mocks = await import('../mocks/browser');
    await mocks.enableMocking();
    sendStartUpRequests(visit);
    preloadFirstPageModules(preferredLocale(), visit.page?.path);
    void preloadShellModules();
    if (mocks.isProviderPage()) {
      const { renderProviderPage } = await import('./app/render');
      await renderProviderPage(container, mocks.renderProviderPage());
      document.getElementById(STARTUP_PLACEHOLDER_ID)?.remove();
      return;
    }
  }

  const { renderApp } = await import('./app/render');
  await nextTask();
  await stylesheetsApplied;
  await renderApp(container, shellPresses, document.getElementById(STARTUP_PLACEHOLDER_ID));
}

/**
 * Start-up failed before React could show an error page, so plain DOM says what happened: either the code
 * did not load (offline, or a deploy replaced the files), which a reload may cure, or the server gave the page
 * no valid backend address (lib/backend/env.ts, ConfigurationError), which only whoever runs the site can fix.
 */
function showStartupFailure(error: unknown) {
  const misconfigured = error instanceof Error && error.name === 'ConfigurationError';
  const turkish = turkishStartupTexts();
  const container = document.getElementById('root') ?? document.body;
  const message = document.createElement('main');
  message.lang = turkish ? 'tr' : 'en';
  message.setAttribute('role', 'alert');
  message.style.cssText = 'max-width:32rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif';
  const title = document.createElement('h1');
  const text = document.createElement('p');
  if (misconfigured) {
    title.textContent = turkish?.notConfiguredTitle ?? 'The shop is not configured';
    // The detail is for whoever runs the site, in English like the rest of the configuration (lib/backend/env.ts).
    text.textContent = `${turkish?.notConfiguredText ?? 'Please try again later. For whoever runs this site: '}${error.message}`;
    message.append(title, text);
  } else {
    title.textContent = turkish?.loadFailedTitle ?? 'The shop could not load';
    text.textContent = turkish?.loadFailedText ?? 'Check your connection, then reload the page.';
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.textContent = turkish?.reload ?? 'Reload';
    reload.addEventListener('click', () => window.location.reload());
    message.append(title, text, reload);
  }
  container.replaceChildren(message);
  document.getElementById(STARTUP_PLACEHOLDER_ID)?.remove();
}

start().catch((error: unknown) => {
  console.error(error);
  showStartupFailure(error);
});
