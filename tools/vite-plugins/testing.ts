/**
 * Runs plugin hooks the way Vite would, for the plugins' unit tests. The plugins here use nothing of a hook's
 * `this` but what a test passes as `context`, so a bare object stands in for Vite's plugin context.
 */
import type { IndexHtmlTransformContext, IndexHtmlTransformResult, Plugin } from 'vite';

type Hook<F> = F | { handler: F } | undefined;

/** The function behind a hook given either as a function or as { order, handler }. */
export function handlerOf<F>(hook: Hook<F>, name: string): F {
  if (!hook) throw new Error(`the plugin has no ${name} hook`);
  return typeof hook === 'object' && 'handler' in hook ? hook.handler : hook;
}

export async function transformIndexHtml(
  plugin: Plugin,
  html: string,
  context: Partial<IndexHtmlTransformContext> = {},
): Promise<IndexHtmlTransformResult | void> {
  const handler = handlerOf(plugin.transformIndexHtml, 'transformIndexHtml');
  return handler.call({} as never, html, { path: '/index.html', filename: '/index.html', ...context });
}

/** The HTML of a transformIndexHtml result, whichever form it took. */
export function htmlOf(result: IndexHtmlTransformResult | void, input: string): string {
  if (typeof result === 'string') return result;
  if (result && !Array.isArray(result)) return result.html;
  return input;
}

/** The tags of a transformIndexHtml result, whichever form it took. */
export function tagsOf(result: IndexHtmlTransformResult | void) {
  if (Array.isArray(result)) return result;
  if (result && typeof result === 'object') return result.tags;
  return [];
}
