import type { RegisteredRouter, RouteById, RouteIds } from '@tanstack/react-router';
import { useCallback } from 'react';

type RouteId = RouteIds<RegisteredRouter['routeTree']>;

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

/**
 * The view a page keeps in its URL (filters, sort, a search text) and the two ways it changes:
 * - `change`: a filter or the sort, merged into the other parameters; it adds a history entry, so Back undoes it
 *   (`replace` for a change Back should skip);
 * - `commitText`: the typed text under `textKey` once typing pauses (`DebouncedSearchInput`'s `onCommit`), empty
 *   as no parameter; it replaces the entry, so Back does not replay keystrokes.
 * `text` is the committed text (the search box's `value`).
 */
export function useUrlView<TId extends RouteId, Key extends TextKey<SearchOf<TId>>>(
  route: ViewRoute<TId>,
  textKey: Key,
) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const change = useCallback(
    (change: Partial<SearchOf<TId>>, { replace = false }: { replace?: boolean } = {}) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace }),
    [navigate],
  );
  const commitText = useCallback(
    (text: string) =>
      void navigate({
        search: (previous) => ({ ...previous, [textKey]: text || undefined }),
        replace: true,
      }),
    [navigate, textKey],
  );
  const committed = search[textKey];
  const text = typeof committed === 'string' ? committed : '';
  return { search, text, change, commitText };
}
