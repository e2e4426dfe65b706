import type { ColumnDef, Table } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { createDataTable, showsAsListed, type DataTableView } from './data-table';
import { useUrlView, type RouteId, type SearchOf, type ViewRoute } from '@/lib/hooks/use-url-view';

/** The rows chosen for a bulk action (ids, kept while a filter hides them), and the last one pressed. */
interface SelectionState {
  ids: ReadonlySet<string>;
  anchor: string | null;
}

const NO_SELECTION: SelectionState = { ids: new Set(), anchor: null };
const NO_COUNTS: ReadonlyMap<unknown, number> = new Map();

export interface DataTableSelection {
  /** Every selected row's id, shown or not. */
  ids: ReadonlySet<string>;
  /** The selected rows the view shows, in its order: a bulk action reaches these only, never a hidden one. */
  shownIds: readonly string[];
  /** A row's box was pressed (its index in the view); `range` (Shift held): every row from the last one pressed. */
  select: (index: number, checked: boolean, range: boolean) => void;
  /** Every row the view shows, or none of them. */
  selectAllShown: (checked: boolean) => void;
  clear: () => void;
}

/** A column's faceted filter: how many rows each value has under the other filters (search included), and all. */
export interface FacetCounts {
  counts: ReadonlyMap<unknown, number>;
  total: number;
}

/**
 * Rows chosen by a box each: Shift selects the range from the last row pressed; the header's box every row shown.
 * The ids stay while a filter hides their rows; `shownIds` is what the view shows of them.
 */
function useRowSelection<Data>(records: readonly Data[], rowId: (row: Data) => string): DataTableSelection {
  const [selection, setSelection] = useState<SelectionState>(NO_SELECTION);
  const shownIds = useMemo(
    () => records.map(rowId).filter((id) => selection.ids.has(id)),
    [records, rowId, selection.ids],
  );

  const select = useCallback(
    (index: number, checked: boolean, range: boolean) => {
      const pressed = records[index];
      if (pressed === undefined) return;
      setSelection((current) => {
        const anchorIndex =
          range && current.anchor ? records.findIndex((record) => rowId(record) === current.anchor) : -1;
        const [first, last] =
          anchorIndex >= 0 ? [Math.min(anchorIndex, index), Math.max(anchorIndex, index)] : [index, index];
        const ids = new Set(current.ids);
        for (const record of records.slice(first, last + 1)) {
          if (checked) ids.add(rowId(record));
          else ids.delete(rowId(record));
        }
        return { ids, anchor: rowId(pressed) };
      });
    },
    [records, rowId],
  );

  const selectAllShown = useCallback(
    (checked: boolean) =>
      setSelection((current) => {
        const ids = new Set(current.ids);
        for (const record of records) {
          if (checked) ids.add(rowId(record));
          else ids.delete(rowId(record));
        }
        return { ids, anchor: null };
      }),
    [records, rowId],
  );

  const clear = useCallback(() => setSelection(NO_SELECTION), []);
  return { ids: selection.ids, shownIds, select, selectAllShown, clear };
}

/**
 * One back-office list (the admin's orders and products): its view in the URL (useUrlView: the search text
 * committed by DebouncedSearchInput after its pause, filters and sort), TanStack Table over the rows for that view
 * (the search, the column filters, faceted counts, the sort; lib/data-table/data-table.ts), and the rows selected for a bulk
 * action. The list's own rules come in `view` and `columns`; the page draws the toolbar, the rows and the bar.
 *
 * `records` are the rows the view shows, in its order. `table` and `rows` (TanStack's, to draw a table) are made when
 * first read, as are the facets: a list drawn from `records` whose view neither searches, filters nor sorts makes
 * no table until one is asked for (its first filter, sort or search makes TanStack's rows, which later views take:
 * lib/data-table/data-table.ts). `view` is a module constant and `columns` memoised: a table is made anew only when the rows,
 * the columns or the URL's view change, and a row selected or a dialog opened reuses it.
 */
export function useDataTable<Data, TId extends RouteId>({
  route,
  view,
  columns,
  data,
}: {
  route: ViewRoute<TId>;
  view: DataTableView<Data, SearchOf<TId>>;
  columns: ColumnDef<Data>[];
  data: readonly Data[];
}) {
  const { search, text, change, commitText } = useUrlView(route, view.textKey);
  const tableOf = useMemo(() => {
    let table: Table<Data> | undefined;
    return () => (table ??= createDataTable({ view, columns, data, search, onSearchChange: change }));
  }, [view, columns, data, search, change]);
  const records = useMemo(
    () =>
      showsAsListed(view, search)
        ? data
        : tableOf()
            .getRowModel()
            .rows.map((row) => row.original),
    [view, search, data, tableOf],
  );
  const selection = useRowSelection(records, view.getRowId);

  const facets = useCallback(
    (columnId: string): FacetCounts => {
      const counts = tableOf().getColumn(columnId)?.getFacetedUniqueValues() ?? NO_COUNTS;
      let total = 0;
      for (const count of counts.values()) total += count;
      return { counts, total };
    },
    [tableOf],
  );

  return {
    get table() {
      return tableOf();
    },
    get rows() {
      return tableOf().getRowModel().rows;
    },
    records,
    search,
    text,
    change,
    commitText,
    facets,
    selection,
  };
}
