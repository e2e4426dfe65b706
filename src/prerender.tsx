import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';

/**
 * Build time only (vite.config.ts, prerenderShells): renders a guest page to static HTML, the "shell" the
 * browser paints before any JavaScript has arrived. The app replaces it with its own first render.
 * A shell carries no backend data: loaders stay off, so lists render as their loading skeletons.
 */
export async function prerender(url: string): Promise<{ html: string; title: string | undefined }> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  for (const route of Object.values(router.routesById)) route.options.loader = undefined;
  await router.load();
  const rendered = renderToString(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // HeadContent renders the page's <title> (and meta) inline: it belongs in the document's head. The router's
  // inline scroll-restoration script goes: the CSP allows no inline script, and the app restores scroll itself.
  const title = /<title>([^<]*)<\/title>/.exec(rendered)?.[1];
  const html = rendered.replace(
    /<title>[^<]*<\/title>|<meta [^>]*\/?>|<script\b[^>]*>[\s\S]*?<\/script>/g,
    '',
  );
  return { html, title };
}
