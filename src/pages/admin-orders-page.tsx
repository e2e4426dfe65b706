// The status filter's chips: their style sheet loads with the orders page only.
import '@mantine/core/styles/Chip.css';
import { Box, Button, Card, Chip, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  getCoreRowModel,
  getFacetedRowModel,
  getFacetedUniqueValues,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { adminOrderQueries } from '@/features/admin-orders/api/admin-order-queries';
import { OrderStatusForm } from '@/features/admin-orders/components/order-status-form';
import { BulkStatusBar } from '@/features/admin-orders/components/bulk-status-bar';
import { AnchorLink } from '@/components/navigation/anchor-link';
import { ButtonLink } from '@/components/navigation/button-link';
import { orderMatchesSearch, orderWithinDates } from '@/features/admin-orders/lib/admin-order-view';
import {
  ADMIN_ORDER_SORTS,
  ADMIN_ORDER_STATUSES,
  type AdminOrdersSearch,
} from '@/features/admin-orders/lib/admin-orders-search';
import { OrderDetailsDialog } from '@/features/orders/components/order-details-dialog';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { orderDatePart, orderStatusLabel, type Order } from '@/features/orders/schemas';
import { DebouncedSearchInput } from '@/components/form/debounced-search-input';
import { DayField } from '@/components/form/day-field';
import { ExportCsvButton } from '@/components/data/export-csv-button';
import { useTranslate } from '@/lib/i18n/i18n';
import { formatPrice } from '@/lib/format/money';
import { formatCount } from '@/lib/format/numbers';
import { listOrEmpty } from '@/lib/query/query-data';
import { useUrlView } from '@/lib/hooks/use-url-view';
import { loadingRegion } from '@/components/feedback/loading-region';
import { AdminOrdersTable } from '@/features/admin-orders/components/admin-orders-table';

const route = getRouteApi('/admin/orders');
const ALL = 'all';

function sortingOf(search: AdminOrdersSearch): SortingState {
  const sort = search.sort ?? 'date';
  return [{ id: sort.startsWith('amount') ? 'totalAmount' : 'orderDate', desc: !sort.endsWith('-asc') }];
}

/**
 * The admin's "All Orders": a toolbar (debounced search, status filter with counts, date range), the orders
 * table sorted by date or amount, and each order's details with the status form. The view lives in the URL;
 * TanStack Table does the filtering, sorting and faceted counts over the cached list. After a status update
 * the list is refetched, so the row follows the filter.
 */
export function AdminOrdersPage() {
  const t = useTranslate();
  const queryClient = useQueryClient();
  const query = useQuery(adminOrderQueries.list());
  const orders = listOrEmpty(query);
  const { search, text, change: changeView, commitText } = useUrlView(route, 'q');
  const [selected, setSelected] = useState<Order | null>(null);
  const [dialogOpened, setDialogOpened] = useState(false);
  // The rows chosen for a bulk action, and the last one pressed (a Shift-press selects from there).
  const [selection, setSelection] = useState<{ ids: ReadonlySet<string>; anchor: string | null }>({
    ids: new Set(),
    anchor: null,
  });

  const calendarLabels = {
    previousMonth: t('admin.orders.calendar.previousMonth'),
    nextMonth: t('admin.orders.calendar.nextMonth'),
    previousYear: t('admin.orders.calendar.previousYear'),
    nextYear: t('admin.orders.calendar.nextYear'),
    previousDecade: t('admin.orders.calendar.previousDecade'),
    nextDecade: t('admin.orders.calendar.nextDecade'),
  };

  const columns = useMemo<ColumnDef<Order>[]>(
    () => [
      // The row selection's boxes (drawn by AdminOrdersTable).
      { id: 'select', header: '', enableSorting: false },
      { accessorKey: '_id', header: () => t('orders.field.orderId'), enableSorting: false },
      {
        accessorKey: 'orderDate',
        header: () => t('orders.field.orderDate'),
        cell: ({ row }) => orderDatePart(row.original.orderDate),
        sortingFn: (a, b) => a.original.orderDate.localeCompare(b.original.orderDate),
        filterFn: (row, _id, range: { from?: string; to?: string }) =>
          orderWithinDates(row.original, range.from, range.to),
      },
      {
        accessorKey: 'orderStatus',
        header: () => t('orders.field.orderStatus'),
        cell: ({ row }) => <OrderStatusBadge status={row.original.orderStatus} />,
        enableSorting: false,
        filterFn: 'equals',
      },
      {
        accessorKey: 'totalAmount',
        header: () => t('orders.field.orderPrice'),
        cell: ({ row }) => formatPrice(row.original.totalAmount),
        sortUndefined: 'last',
      },
      {
        id: 'details',
        header: () => <span className="mantine-visually-hidden">{t('orders.table.details')}</span>,
        enableSorting: false,
      },
    ],
    [t],
  );

  const sorting = useMemo(() => sortingOf(search), [search]);
  const columnFilters = useMemo(
    () => [
      ...(search.status ? [{ id: 'orderStatus', value: search.status }] : []),
      ...(search.from || search.to ? [{ id: 'orderDate', value: { from: search.from, to: search.to } }] : []),
    ],
    [search.status, search.from, search.to],
  );

  // The table is rebuilt from the URL's view each render and only read here and in AdminOrdersTable, which is
  // not memoised: the rule's concern (stale memoised reads of the table) does not arise.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: orders,
    columns,
    getRowId: (order) => order._id,
    state: { sorting, columnFilters, globalFilter: search.q ?? '' },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = (typeof updater === 'function' ? updater(sorting) : updater)[0];
      const byAmount = next?.id === 'totalAmount';
      const desc = next?.desc ?? true;
      const sort = `${byAmount ? 'amount' : 'date'}${desc ? '' : '-asc'}`;
      changeView({ sort: ADMIN_ORDER_SORTS.find((option) => option === sort) });
    },
    enableSortingRemoval: false,
    sortDescFirst: true,
    globalFilterFn: (row, _columnId, value: string) => orderMatchesSearch(row.original, value),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFacetedRowModel: getFacetedRowModel(),
    getFacetedUniqueValues: getFacetedUniqueValues(),
  });

  // Counts per status under the other filters (search, dates): the same figures as the dashboard's when none is set.
  const statusCounts = table.getColumn('orderStatus')?.getFacetedUniqueValues() ?? new Map<unknown, number>();
  const countUnderOtherFilters = [...statusCounts.values()].reduce((sum, count) => sum + count, 0);
  const rows = table.getRowModel().rows;
  const shown = rows.length;
  // A bulk action reaches only the selected orders the view shows: one hidden by a filter is never changed unseen.
  const selectedIds = rows.filter((row) => selection.ids.has(row.id)).map((row) => row.id);

  function selectRow(index: number, checked: boolean, range: boolean) {
    const pressed = rows[index];
    if (!pressed) return;
    setSelection((current) => {
      const anchorIndex = range && current.anchor ? rows.findIndex((row) => row.id === current.anchor) : -1;
      const [first, last] =
        anchorIndex >= 0 ? [Math.min(anchorIndex, index), Math.max(anchorIndex, index)] : [index, index];
      const ids = new Set(current.ids);
      for (const row of rows.slice(first, last + 1)) {
        if (checked) ids.add(row.id);
        else ids.delete(row.id);
      }
      return { ids, anchor: pressed.id };
    });
  }

  function selectAllShown(checked: boolean) {
    setSelection((current) => {
      const ids = new Set(current.ids);
      for (const row of rows) {
        if (checked) ids.add(row.id);
        else ids.delete(row.id);
      }
      return { ids, anchor: null };
    });
  }

  // Details are cleared once the dialog has closed, so no opening starts from an old copy (docs/behaviour.md#admin).
  function clearDetails() {
    if (selected) queryClient.removeQueries({ queryKey: adminOrderQueries.detail(selected._id).queryKey });
    setSelected(null);
  }

  return (
    <Stack>
      <Title order={1}>{t('admin.orders.heading')}</Title>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h3" mb="md" id="all-orders-heading">
          {t('admin.orders.allOrders')}
        </Title>
        <Stack gap="sm" mb="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <DebouncedSearchInput
              label={t('admin.orders.search')}
              placeholder={t('admin.orders.searchPlaceholder')}
              value={text}
              onCommit={commitText}
            />
            <DayField
              label={t('admin.orders.from')}
              placeholder={t('admin.orders.dayPlaceholder')}
              invalidMessage={t('admin.orders.invalidDay')}
              clearLabel={t('admin.orders.clearDay', { field: t('admin.orders.from') })}
              calendarLabels={calendarLabels}
              value={search.from}
              maxDay={search.to}
              onChange={(from) => changeView({ from })}
            />
            <DayField
              label={t('admin.orders.to')}
              placeholder={t('admin.orders.dayPlaceholder')}
              invalidMessage={t('admin.orders.invalidDay')}
              clearLabel={t('admin.orders.clearDay', { field: t('admin.orders.to') })}
              calendarLabels={calendarLabels}
              value={search.to}
              minDay={search.from}
              onChange={(to) => changeView({ to })}
            />
          </Group>
          <Text id="order-status-filter" size="sm" fw={500}>
            {t('admin.orders.statusFilter')}
          </Text>
          <Chip.Group
            multiple={false}
            value={search.status ?? ALL}
            onChange={(value) =>
              changeView({ status: ADMIN_ORDER_STATUSES.find((status) => status === value) })
            }
          >
            <Group gap="xs" role="radiogroup" aria-labelledby="order-status-filter">
              <Chip value={ALL} type="radio" size="sm">
                {t('admin.orders.allStatuses', { count: formatCount(countUnderOtherFilters) })}
              </Chip>
              {ADMIN_ORDER_STATUSES.map((status) => (
                <Chip key={status} value={status} type="radio" size="sm">
                  {t('admin.orders.statusWithCount', {
                    status: orderStatusLabel(status, t),
                    count: formatCount(statusCounts.get(status) ?? 0),
                  })}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Group justify="space-between" align="center" gap="sm" wrap="wrap">
            <Text c="dimmed" role="status">
              {query.isPending
                ? t('admin.orders.loading')
                : t('admin.orders.count', {
                    shown: formatCount(shown),
                    total: formatCount(orders.length),
                    count: orders.length,
                  })}
            </Text>
            <ExportCsvButton
              label={t('admin.export.button')}
              fileStem="orders"
              rowCount={shown}
              makeCsv={async (locale) => {
                // The CSV code (and its library) loads on the first export only.
                const { ordersCsv } = await import('@/features/admin-orders/lib/orders-csv');
                const rows = table.getRowModel().rows.map((row) => row.original);
                return { text: await ordersCsv(rows, t, locale), rows: rows.length };
              }}
              doneText={(fileName, rows) =>
                t('admin.export.ordersDone', { count: rows, rows: formatCount(rows), fileName })
              }
              failedText={t('admin.export.failed')}
            />
          </Group>
        </Stack>
        {orders.length > 0 && (
          <Box mb="md">
            <BulkStatusBar
              selectedIds={selectedIds}
              onClearSelection={() => setSelection({ ids: new Set(), anchor: null })}
              printSlips={
                selectedIds.length > 0 ? (
                  <ButtonLink
                    to="/admin/orders/slips"
                    search={{ ids: selectedIds.join(',') }}
                    variant="default"
                  >
                    {t('admin.bulk.printSlips')}
                  </ButtonLink>
                ) : (
                  <Button variant="default" disabled>
                    {t('admin.bulk.printSlips')}
                  </Button>
                )
              }
            />
          </Box>
        )}
        {query.isPending ? (
          <Stack {...loadingRegion(t('admin.orders.loading'))}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height={36} />
            ))}
          </Stack>
        ) : orders.length === 0 ? (
          <Text c="dimmed">{t('admin.orders.empty')}</Text>
        ) : shown === 0 ? (
          <Text c="dimmed">{t('admin.orders.noMatch')}</Text>
        ) : (
          <AdminOrdersTable
            table={table}
            labelledBy="all-orders-heading"
            selection={{ selected: selection.ids, onSelect: selectRow, onSelectAll: selectAllShown }}
            onViewDetails={(order) => {
              setSelected(order);
              setDialogOpened(true);
            }}
          />
        )}
      </Card>
      <OrderDetailsDialog
        order={selected}
        opened={dialogOpened}
        detailsQuery={adminOrderQueries.detail}
        onClose={() => setDialogOpened(false)}
        onClosed={clearDetails}
      >
        {/* Keyed by the status: after an update refreshes the order, the form starts from the new value. */}
        {(order) => (
          <Stack gap="md">
            <OrderStatusForm key={`${order._id}-${order.orderStatus}`} order={order} />
            <AnchorLink to="/admin/orders/slips" search={{ ids: order._id }}>
              {t('admin.slip.open')}
            </AnchorLink>
          </Stack>
        )}
      </OrderDetailsDialog>
    </Stack>
  );
}
