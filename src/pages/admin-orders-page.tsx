import { Box, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { adminOrderQueries } from '@/features/admin-orders/api/admin-order-queries';
import { adminOrderColumns } from './admin-order-columns';
import { AdminOrdersTable } from '@/features/admin-orders/components/admin-orders-table';
import { BulkStatusBar } from '@/features/admin-orders/components/bulk-status-bar';
import { OrderDateRange } from '@/features/admin-orders/components/order-date-range';
import { OrderStatusFilter } from '@/features/admin-orders/components/order-status-filter';
import { OrderStatusForm } from '@/features/admin-orders/components/order-status-form';
import { adminOrderTableView } from '@/features/admin-orders/lib/admin-order-view';
import { LazyOrderDetailsDialog } from '@/features/orders/components/lazy-order-details-dialog';
import type { Order } from '@/features/orders/schemas';
import { ExportCsvButton } from '@/components/data/export-csv-button';
import { loadingRegion } from '@/components/feedback/loading-region';
import { DebouncedSearchInput } from '@/components/form/debounced-search-input';
import { AnchorLink } from '@/components/navigation/anchor-link';
import { ButtonLink } from '@/components/navigation/button-link';
import { useTranslate } from '@/lib/i18n/i18n';
import { formatCount } from '@/lib/format/numbers';
import { listOrEmpty } from '@/lib/query/query-data';
import { useDataTable } from '@/lib/data-table/use-data-table';

const route = getRouteApi('/admin/orders');

/**
 * The admin's "All Orders": a toolbar (debounced search, status filter with counts, date range), the orders
 * table sorted by date or amount, the bulk status bar for the selected rows, and each order's details with the
 * status form. The view lives in the URL; useDataTable filters, sorts and counts the cached list. After a status
 * update the list is refetched, so the row follows the filter.
 */
export function AdminOrdersPage() {
  const t = useTranslate();
  const queryClient = useQueryClient();
  const query = useQuery(adminOrderQueries.list());
  const orders = listOrEmpty(query);
  const columns = useMemo(() => adminOrderColumns(t), [t]);
  const { table, records, search, text, change, commitText, facets, selection } = useDataTable({
    route,
    view: adminOrderTableView,
    columns,
    data: orders,
  });
  const [selected, setSelected] = useState<Order | null>(null);
  const [dialogOpened, setDialogOpened] = useState(false);
  const shown = records.length;

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
            <OrderDateRange from={search.from} to={search.to} onChange={change} />
          </Group>
          <OrderStatusFilter
            value={search.status}
            counts={facets('orderStatus')}
            onChange={(status) => change({ status })}
          />
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
                return { text: await ordersCsv(records, t, locale), rows: records.length };
              }}
              doneText={(fileName, count) =>
                t('admin.export.ordersDone', { count, rows: formatCount(count), fileName })
              }
              failedText={t('admin.export.failed')}
            />
          </Group>
        </Stack>
        {orders.length > 0 && (
          <Box mb="md">
            <BulkStatusBar
              selectedIds={selection.shownIds}
              onClearSelection={selection.clear}
              printSlips={
                selection.shownIds.length > 0 ? (
                  <ButtonLink
                    to="/admin/orders/slips"
                    search={{ ids: selection.shownIds.join(',') }}
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
            selection={{
              selected: selection.ids,
              onSelect: selection.select,
              onSelectAll: selection.selectAllShown,
            }}
            onViewDetails={(order) => {
              setSelected(order);
              setDialogOpened(true);
            }}
          />
        )}
      </Card>
      <LazyOrderDetailsDialog
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
      </LazyOrderDetailsDialog>
    </Stack>
  );
}
