import { createMemoryHistory, RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { AppTree } from './app/app-tree';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { FIRST_PAGES, type FirstPage } from '@/boot/first-pages';
import { LOCALES } from '@/boot/preferred-locale';
import { setPrerenderedEarlyCardSets } from '@/features/catalog/components/early-card-templates';
import { renderEarlyCardSets } from '@/features/catalog/components/early-card-sets';
import { loadSectionMessagesIn } from '@/lib/i18n/i18n';
import { useAuthStore } from './stores/auth-store';
import { theme } from './app/theme';

export interface PrerenderedPage {
  html: string;
  title: string | undefined;
  /** The files of the routes that render the page, root first, named as in the build manifest (src/routes/…). */
  routeFiles: string[];
}

// Every route file's Route, keyed by its path from the project root. A matched route is looked up here by
// identity, so its file is what the route tree imported, never a name guessed from the URL. Names starting
// with '-' are not routes (the router generator's ignore prefix).
const routesByFile = import.meta.glob<AnyRoute>(['/src/routes/**/*.{ts,tsx}', '!**/-*', '!**/-*/**'], {
  eager: true,
  import: 'Route',
});
const fileOfRoute = new Map(Object.entries(routesByFile).map(([file, route]) => [route, file.slice(1)]));

/**
 * The shopper a shopper's page is prerendered for: signed in, and nobody in particular (no name, no address, no
 * id), so the page is every shopper's and says nothing of one. The app renders the page anew for the real one.
 */
const ANY_SHOPPER = { id: '', userName: '', email: '', role: 'user' } as const;

/**
 * Build time only (tools/vite-plugins/prerender-shells.ts): renders a page to static HTML, the "shell" the
 * browser paints before any JavaScript has arrived. The app replaces it with its own first render. A shell
 * carries no backend data: loaders stay off, so lists render as their loading skeletons. A shopper's page is
 * rendered as the guards let a shopper see it (ANY_SHOPPER); the session goes with the render.
 */
export async function prerender(
  url: string,
  visitor: FirstPage['visitor'] = 'guest',
): Promise<PrerenderedPage> {
  useAuthStore.setState(
    visitor === 'shopper'
      ? { isAuthenticated: true, sessionId: 'prerender', token: null, user: ANY_SHOPPER }
      : { isAuthenticated: false, sessionId: null, token: null, user: null },
  );
  try {
    await prerenderEarlyCardSets();
    return await renderPage(url);
  } finally {
    useAuthStore.setState({ isAuthenticated: false, sessionId: null, token: null, user: null });
  }
}

/**
 * Markup of the app's components apart from the page, in the app's Mantine theme (its variables and global classes
 * are the page's own, so none of them is repeated): the listing's templates, as the build and its tests render them.
 */
export function renderInTheme(element: ReactElement) {
  return renderToStaticMarkup(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {element}
    </MantineProvider>,
  );
}

/**
 * The listing's first card templates in every language, which its grid carries (early-card-sets.tsx): each
 * rendered apart from the page, with its language's messages as the listing has them and that language active.
 */
async function prerenderEarlyCardSets() {
  await Promise.all(LOCALES.map((locale) => loadSectionMessagesIn(locale, FIRST_PAGES.listing.section)));
  setPrerenderedEarlyCardSets(renderEarlyCardSets(renderInTheme));
}

async function renderPage(url: string): Promise<PrerenderedPage> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  for (const route of Object.values(router.routesById)) route.options.loader = undefined;
  await router.load();
  // A shell is a page at its own address. On the server the router does not follow a redirect (a guard's): it
  // renders nothing there. A path that no route renders ends at the root or a layout, which have children.
  const routes = router.state.matches.map((match) => router.routesById[match.routeId] as AnyRoute);
  if (!routes.length) throw new Error(`Cannot prerender ${url}: it redirects elsewhere`);
  if (routes.at(-1)?.children) {
    throw new Error(`Cannot prerender ${url}: no route renders it (the page does not exist)`);
  }
  const routeFiles = routes.map((route) => {
    const file = fileOfRoute.get(route);
    if (!file) throw new Error(`Cannot prerender ${url}: route ${route.id} comes from no file in src/routes`);
    return file;
  });
  const rendered = renderToString(
    <AppTree queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppTree>,
  );
  // The page's queries (the landing's lists, left loading) hold garbage-collection timers that would keep the
  // build running for their gcTime.
  queryClient.clear();
  // The root route renders the page's <title> inline: it belongs in the document's head. The router's
  // inline scroll-restoration script goes: the CSP allows no inline script, and the app restores scroll itself.
  const title = /<title>([^<]*)<\/title>/.exec(rendered)?.[1];
  const html = rendered.replace(
    /<title>[^<]*<\/title>|<meta [^>]*\/?>|<script\b[^>]*>[\s\S]*?<\/script>/g,
    '',
  );
  return { html, title, routeFiles };
}
