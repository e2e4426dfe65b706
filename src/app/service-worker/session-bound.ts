import type { PluginState, WorkboxPlugin } from 'workbox-core';

/** What the plugin below notes about one request the worker handles. */
interface SessionMark {
  /** How many session ends the worker had heard of when the request began. */
  endsAtStart?: number;
  /** Whether it read the kept catalog or wrote into it (the expiration notes a time for either). */
  touchedCache?: boolean;
}

const markOf = (state: PluginState | undefined) => (state ?? {}) as SessionMark;

/**
 * Keeps the catalog a session looked at from outliving it in the worker (sw.ts): a request the worker began before a
 * session ended keeps nothing after it.
 * - An answer that comes back after an end is not written: the end has cleared the cache while it was on its way.
 * - A request that read the cache, or wrote into it, and that an end overtook (its write landing after the end's
 *   clearing, or the time the expiration notes for it) has `clear` run again once it is done.
 * `sessionEnded()` is called as the worker hears of an end, before it clears the cache.
 */
export function sessionBoundKeeping(clear: () => Promise<void>) {
  let ends = 0;
  const overtaken = (mark: SessionMark) => mark.endsAtStart !== ends;

  const plugin: WorkboxPlugin = {
    handlerWillStart: ({ state }) => {
      markOf(state).endsAtStart = ends;
      return Promise.resolve();
    },
    cacheWillUpdate: ({ response, state }) => Promise.resolve(overtaken(markOf(state)) ? null : response),
    cachedResponseWillBeUsed: ({ cachedResponse, state }) => {
      if (cachedResponse) markOf(state).touchedCache = true;
      return Promise.resolve(cachedResponse ?? null);
    },
    cacheDidUpdate: ({ state }) => {
      markOf(state).touchedCache = true;
      return Promise.resolve();
    },
    handlerDidComplete: async ({ state }) => {
      const mark = markOf(state);
      if (mark.touchedCache && overtaken(mark)) await clear();
    },
  };

  return {
    /** For the kept catalog's strategy, before the expiration plugin (it must see every answer read). */
    plugin,
    sessionEnded: () => {
      ends += 1;
    },
  };
}
