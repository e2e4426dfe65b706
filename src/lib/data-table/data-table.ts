import {
  createTable,
  getCoreRowModel,
  getFacetedRowModel,
  getFacetedUniqueValues,
  getFilteredRowModel,
  getSortedRowModel,
  type ColumnDef,
  type ColumnFiltersState,
  type RowModel,
  type SortingState,
  type Table,
  type Updater,
} from '@tanstack/react-table';
import type { TextKey } from '@/lib/hooks/use-url-view';

/** The sorting and column filters a list's URL holds, as TanStack Table's state. */
interface DataTableState {
  sorting: SortingState;
  columnFilters: ColumnFiltersState;
}

/**
 * A list's rules besides its columns: how its rows are named, what its search text matches, and how the view in
 * its URL (`Search`, the route's search parameters) becomes the table's state and back.
 */
export interface DataTableView<Row, Search> {
  /** The parameter that holds the typed search text. */
  textKey: TextKey<Search>;
  getRowId: (row: Row) => string;
  /**
   * The test of a row for a search text, whatever column it matches in: the text is read once (folded, its digits
   * picked out), not once for each of thousands of rows.
   */
  searchMatcher: (text: string) => (row: Row) => boolean;
  /** The sorting and the column filters the URL's view gives (no sort in the URL: the list's default). */
  stateOf: (search: Search) => DataTableState;
  /** The parameters for a sorting asked for by a sortable header; a list without it sorts by its toolbar only. */
  searchOfSorting?: (sorting: SortingState) => Partial<Search>;
}

export interface DataTableInput<Row, Search> {
  view: DataTableView<Row, Search>;
  columns: ColumnDef<Row>[];
  data: readonly Row[];
  search: Search;
  /** A sortable header was pressed: the parameters to merge into the URL's view. */
  onSearchChange?: (change: Partial<Search>) => void;
}

/** TanStack's rows of a list (by its array of records) and the columns they were made with. */
const madeRows = new WeakMap<readonly unknown[], { columns: unknown; model: RowModel<unknown> }>();

/**
 * TanStack's core row model, made once for a list of records and its columns and taken by every table made for a
 * later view of the same list: a filter, a sort or a search then filters and sorts those rows instead of making
 * every row again (some forty functions each: 5,000 products took 50–80 ms, at each change). A row's own functions
 * answer from the table that made it, which has the same records and columns, so what they give (a value, a cell,
 * a facet's values) is the same in every view; the filter flags on a row are written by each table as it filters.
 */
function sharedCoreRowModel<Row>(): (table: Table<Row>) => () => RowModel<Row> {
  return (table) => {
    const makeRows = getCoreRowModel<Row>()(table);
    return () => {
      const { data, columns } = table.options;
      const made = madeRows.get(data);
      if (made && made.columns === columns) return made.model as RowModel<Row>;
      const model = makeRows();
      madeRows.set(data, { columns, model: model as RowModel<unknown> });
      return model;
    };
  };
}

/** The text under the view's text key: an optional text parameter, empty when absent. */
function searchTextOf<Row, Search>(view: DataTableView<Row, Search>, search: Search): string {
  const text = search[view.textKey];
  return typeof text === 'string' ? text : '';
}

/**
 * Whether the view neither searches, filters nor sorts: it shows the rows as they came, and no table (nor its
 * rows, sharedCoreRowModel) needs to be made for that.
 */
export function showsAsListed<Row, Search>(view: DataTableView<Row, Search>, search: Search): boolean {
  const { sorting, columnFilters } = view.stateOf(search);
  return sorting.length === 0 && columnFilters.length === 0 && searchTextOf(view, search).trim() === '';
}

/** The rows the view shows, in its order: the list itself when it shows the rows as they came. */
export function viewRecords<Row, Search>(input: DataTableInput<Row, Search>): readonly Row[] {
  return showsAsListed(input.view, input.search)
    ? input.data
    : createDataTable(input)
        .getRowModel()
        .rows.map((row) => row.original);
}

/**
 * The table of a list's view: TanStack Table (filtering, faceting, sorting) over the rows, every part of its state
 * given by the URL's view. A new table for every new input, never one changed in place: whoever reads it (a
 * memoised component, React's compiler) sees a new value whenever what it shows has changed.
 */
export function createDataTable<Row, Search>({
  view,
  columns,
  data,
  search,
  onSearchChange,
}: DataTableInput<Row, Search>): Table<Row> {
  const { sorting, columnFilters } = view.stateOf(search);
  const { searchOfSorting } = view;
  const text = searchTextOf(view, search);
  const matchesSearch = view.searchMatcher(text);
  // The search text tests a whole row: TanStack calls the global filter once per searchable column until one
  // matches, so one column (the first with values) stands for the row and a row that does not match is read once.
  let searchedColumnId: string | undefined;
  const table: Table<Row> = createTable<Row>({
    data: data as Row[],
    columns,
    getRowId: view.getRowId,
    state: {},
    onStateChange: () => undefined,
    renderFallbackValue: null,
    globalFilterFn: (row) => matchesSearch(row.original),
    getColumnCanGlobalFilter: (column): boolean => {
      searchedColumnId ??= table.getAllLeafColumns().find((leaf) => leaf.accessorFn)?.id;
      return column.id === searchedColumnId;
    },
    enableSortingRemoval: false,
    sortDescFirst: true,
    onSortingChange: (updater: Updater<SortingState>) => {
      if (!searchOfSorting || !onSearchChange) return;
      onSearchChange(searchOfSorting(typeof updater === 'function' ? updater(sorting) : updater));
    },
    getCoreRowModel: sharedCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFacetedRowModel: getFacetedRowModel(),
    getFacetedUniqueValues: getFacetedUniqueValues(),
  });
  table.setOptions((options) => ({
    ...options,
    state: { ...table.initialState, sorting, columnFilters, globalFilter: text },
  }));
  return table;
}
