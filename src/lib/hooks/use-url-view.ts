import type { RegisteredRouter, RouteById, RouteIds } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';

export type RouteId = RouteIds<RegisteredRouter['routeTree']>;

/** A route's search parameters as its validateSearch gives them: the view the URL holds. */
export type SearchOf<TId extends RouteId> = RouteById<
  RegisteredRouter['routeTree'],
  TId
>['types']['fullSearchSchema'];

/** The parameters that hold a typed text: optional, and any text fits. */
export type TextKey<Search> = {
  [Key in keyof Search]-?: undefined extends Search[Key] ? (string extends Search[Key] ? Key : never) : never;
}[keyof Search];

/** What the hook needs of a route: `getRouteApi('/admin/orders')` is one. */
export interface ViewRoute<TId extends RouteId> {
  id: TId;
  useSearch: () => SearchOf<TId>;
  useNavigate: () => (options: {
    search: (previous: SearchOf<TId>) => SearchOf<TId>;
    replace?: boolean;
  }) => Promise<void>;
}

/** What a page may add to its URL view. */
export interface UrlViewOptions<Search> {
  /**
   * Called with the URL's view whenever it changes (a link, Back/Forward, a change on the page): the listing keeps
   * its view in the session's filters store this way, so a bare /shop/listing comes back to it (its route's
   * beforeLoad reads it back). A function that keeps its identity: a module's own, not one made in render.
   */
  keep?: (search: Search) => void;
}

const sameSearch = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The view a page keeps in its URL (filters, sort, a search text) and the two ways it changes:
 * - `change`: a filter or the sort, merged into the other parameters; it adds a history entry, so Back undoes it
 *   (`replace` for a change Back should skip);
 * - `commitText`: the typed text under `textKey` once typing pauses (`DebouncedSearchInput`'s `onCommit`), empty
 *   as no parameter; it replaces the entry, so Back does not replay keystrokes.
 * `search` is the view to show: a change shows at once, before the router has committed the URL, and gives way
 * as soon as the URL moves. `text` is the committed text (the search box's `value`).
 */
export function useUrlView<TId extends RouteId, Key extends TextKey<SearchOf<TId>>>(
  route: ViewRoute<TId>,
  textKey?: Key,
  { keep }: UrlViewOptions<SearchOf<TId>> = {},
) {
  const urlSearch = route.useSearch();
  const navigate = route.useNavigate();
  const [pending, setPending] = useState<{ from: SearchOf<TId>; to: SearchOf<TId> } | null>(null);
  if (pending && !sameSearch(pending.from, urlSearch)) setPending(null);
  const search = pending?.to ?? urlSearch;
  // The URL's view as of the last render, for `change`, which keeps one identity from render to render.
  const committedSearch = useRef(urlSearch);
  useEffect(() => {
    committedSearch.current = urlSearch;
    keep?.(urlSearch);
  }, [keep, urlSearch]);
  const change = useCallback(
    (change: Partial<SearchOf<TId>>, { replace = false }: { replace?: boolean } = {}) => {
      const from = committedSearch.current;
      setPending({ from, to: { ...from, ...change } });
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace });
    },
    [navigate],
  );
  const commitText = useCallback(
    (text: string) => {
      if (textKey === undefined) return;
      void navigate({
        search: (previous) => ({ ...previous, [textKey]: text || undefined }),
        replace: true,
      });
    },
    [navigate, textKey],
  );
  const committed = textKey === undefined ? undefined : urlSearch[textKey];
  const text = typeof committed === 'string' ? committed : '';
  return { search, text, change, commitText };
}
