import { vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n';

/**
 * The page the build prerenders at `url` for `visitor` (src/prerender.tsx, as the build runs it: server-side, in
 * English, the listing's grid with its templates in every language), as the browser has it before any script: in
 * #root, the document in English. Prerendering signs the store out when it is done: sign in after it.
 */
export async function openPrerenderedPage(url: string, visitor: 'guest' | 'shopper') {
  const { prerender } = await import('@/prerender');
  await activateLocale('en');
  const wasServer = import.meta.env.SSR;
  vi.stubEnv('SSR', true);
  try {
    const { html } = await prerender(url, visitor);
    document.documentElement.lang = 'en';
    document.body.innerHTML = `<div id="root">${html}</div>`;
  } finally {
    vi.stubEnv('SSR', wasServer);
  }
}
