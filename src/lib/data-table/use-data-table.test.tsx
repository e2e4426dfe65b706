import { getRouteApi } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import type { DataTableView } from './data-table';
import { foldText } from '@/lib/format/search-text';
import { useDataTable } from './use-data-table';
import type { SearchOf } from '@/lib/hooks/use-url-view';

// A list of its own on the orders route's URL contract (`q`, `status`, `from`, `to`, `sort`).
const route = getRouteApi('/admin/orders');

interface Parcel {
  id: string;
  city: string;
  status: 'pending' | 'delivered' | 'rejected';
  weight: number;
}

const PARCELS: Parcel[] = [
  { id: 'p1', city: 'İzmir', status: 'pending', weight: 3 },
  { id: 'p2', city: 'Ankara', status: 'delivered', weight: 1 },
  { id: 'p3', city: 'Izmit', status: 'pending', weight: 5 },
  { id: 'p4', city: 'Bursa', status: 'rejected', weight: 2 },
  { id: 'p5', city: 'İzmir', status: 'delivered', weight: 4 },
];

const COLUMNS: ColumnDef<Parcel>[] = [
  { accessorKey: 'id', enableSorting: false },
  { accessorKey: 'status', filterFn: 'equals', enableSorting: false },
  { accessorKey: 'weight' },
];

/** Heaviest first unless `sort=amount-asc`; `status` filters; the search text matches the city's start. */
const VIEW: DataTableView<Parcel, SearchOf<'/admin/orders'>> = {
  textKey: 'q',
  getRowId: (parcel) => parcel.id,
  searchMatcher: (text) => (parcel) => foldText(parcel.city).startsWith(foldText(text)),
  stateOf: (search) => ({
    sorting: [{ id: 'weight', desc: search.sort !== 'amount-asc' }],
    columnFilters: search.status ? [{ id: 'status', value: search.status }] : [],
  }),
  searchOfSorting: (sorting) => ({ sort: sorting[0]?.desc === false ? 'amount-asc' : undefined }),
};

/** The same list in the order it came unless the URL names a sort. */
const AS_LISTED: DataTableView<Parcel, SearchOf<'/admin/orders'>> = {
  ...VIEW,
  stateOf: (search) => ({
    ...VIEW.stateOf(search),
    sorting: search.sort ? [{ id: 'weight', desc: search.sort !== 'amount-asc' }] : [],
  }),
};

const latest: { list?: ReturnType<typeof useParcels> } = {};

function useParcels(view: typeof VIEW) {
  return useDataTable({ route, view, columns: COLUMNS, data: PARCELS });
}

function Parcels({ view = VIEW }: { view?: typeof VIEW }) {
  const list = useParcels(view);
  useEffect(() => {
    latest.list = list;
  });
  return <output aria-label="Rows">{list.records.map((parcel) => parcel.id).join(',')}</output>;
}

async function renderAt(url: string, view = VIEW) {
  latest.list = undefined;
  const rendered = await renderWithRouter(() => <Parcels view={view} />, { path: '/admin/orders', url });
  await screen.findByLabelText('Rows');
  const current = () => {
    if (!latest.list) throw new Error('the list was not rendered');
    return latest.list;
  };
  const shownIds = () => screen.getByLabelText('Rows').textContent?.split(',').filter(Boolean) ?? [];
  return { ...rendered, current, shownIds };
}

describe('useDataTable', () => {
  it("sorts by the list's default when the URL names no sort", async () => {
    const { shownIds } = await renderAt('/admin/orders');
    expect(shownIds()).toEqual(['p3', 'p5', 'p1', 'p4', 'p2']);
  });

  it('shows the rows as they came, the very list, when the view neither searches, filters nor sorts', async () => {
    const { current, shownIds } = await renderAt('/admin/orders', AS_LISTED);
    expect(current().records).toBe(PARCELS);
    expect(current().rows.map((row) => row.id)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(shownIds()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
  });

  it("shows the URL's view: its search text, filter and sort", async () => {
    const { current, shownIds } = await renderAt('/admin/orders?q=izm&status=pending&sort=amount-asc');
    expect(shownIds()).toEqual(['p1', 'p3']);
    expect(current().text).toBe('izm');
  });

  it('counts each value of a faceted column under the other filters, search included', async () => {
    const { current } = await renderAt('/admin/orders?q=izm&status=pending');
    const { counts, total } = current().facets('status');
    expect(Object.fromEntries(counts)).toEqual({ pending: 2, delivered: 1 });
    expect(total).toBe(3);
  });

  it("writes a sortable header's sorting into the URL, and reads the rows in the new order", async () => {
    const { router, current, shownIds } = await renderAt('/admin/orders?status=pending');
    act(() => current().table.getColumn('weight')?.toggleSorting(false));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ status: 'pending', sort: 'amount-asc' }),
    );
    expect(shownIds()).toEqual(['p1', 'p3']);
  });

  it('commits the search text in place of the history entry', async () => {
    const { router, current, shownIds } = await renderAt('/admin/orders?status=delivered');
    act(() => current().commitText('ank'));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'delivered', q: 'ank' }));
    expect(shownIds()).toEqual(['p2']);
    expect(router.history.canGoBack()).toBe(false);
  });

  it('selects a range with Shift from the last row pressed, and reaches only the selected rows shown', async () => {
    const { current } = await renderAt('/admin/orders');
    // Heaviest first: p3, p5, p1, p4, p2.
    act(() => current().selection.select(1, true, false));
    act(() => current().selection.select(3, true, true));
    expect([...current().selection.ids]).toEqual(['p5', 'p1', 'p4']);
    expect(current().selection.shownIds).toEqual(['p5', 'p1', 'p4']);

    // Shift without a row pressed before it selects the one row; unchecking a range unchecks it all.
    act(() => current().selection.select(4, false, true));
    expect(current().selection.shownIds).toEqual(['p5', 'p1']);

    // A filter hides p5: it stays selected, but a bulk action would not reach it.
    act(() => current().change({ status: 'pending' }));
    await waitFor(() => expect(current().rows.map((row) => row.id)).toEqual(['p3', 'p1']));
    expect(current().selection.shownIds).toEqual(['p1']);
    expect(current().selection.ids.has('p5')).toBe(true);

    act(() => current().selection.selectAllShown(true));
    expect(current().selection.shownIds).toEqual(['p3', 'p1']);
    act(() => current().selection.selectAllShown(false));
    expect([...current().selection.ids]).toEqual(['p5']);
    act(() => current().selection.clear());
    expect(current().selection.ids.size).toBe(0);
  });

  it("makes TanStack's rows once for a list: a new view filters and sorts the same rows", async () => {
    const { current } = await renderAt('/admin/orders');
    const madeRows = current().table.getCoreRowModel().rows;
    act(() => current().change({ status: 'pending', sort: 'amount-asc' }));
    await waitFor(() => expect(current().records.map((parcel) => parcel.id)).toEqual(['p1', 'p3']));
    expect(current().table.getCoreRowModel().rows).toBe(madeRows);
  });

  it('keeps its table while only the selection changes, and builds a new one for a new view', async () => {
    const { current } = await renderAt('/admin/orders');
    const { table } = current();
    act(() => current().selection.select(0, true, false));
    expect(current().table).toBe(table);
    act(() => current().change({ status: 'rejected' }));
    await waitFor(() => expect(current().table).not.toBe(table));
  });
});
