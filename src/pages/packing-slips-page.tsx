import '@mantine/core/styles/Alert.css';
import { Alert, Button, Checkbox, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { adminOrderQueries } from '@/features/admin-orders/api/admin-order-queries';
import { PackingSlip } from '@/features/admin-orders/components/packing-slip';
import { slipIds } from '@/features/admin-orders/lib/packing-slip-search';
import type { Order } from '@/features/orders/schemas';
import { AnchorLink } from '@/components/navigation/anchor-link';
import { loadingRegion } from '@/components/feedback/loading-region';
import { errorMessage } from '@/lib/backend/api-error';
import { useTranslate } from '@/lib/i18n/i18n';
import { listOrEmpty } from '@/lib/query/query-data';
import { useUrlView } from '@/lib/hooks/use-url-view';

const route = getRouteApi('/admin/orders_/slips');

/**
 * `/admin/orders/slips?ids=<id>,<id>`: the orders' packing slips, one per page. One order is read with its own
 * call (a slip opened in a new tab need not load every order); several from the orders list.
 */
export function PackingSlipsPage() {
  const { search, change } = useUrlView(route);
  const { ids, prices } = search;
  const wanted = slipIds(ids);
  // Showing prices or not is no step Back should undo: the entry is replaced.
  const onPricesChange = (shown: boolean) => change({ prices: shown || undefined }, { replace: true });
  const [only] = wanted;
  return wanted.length === 1 && only ? (
    <OneOrderSlip id={only} withPrices={prices === true} onPricesChange={onPricesChange} />
  ) : (
    <SeveralOrdersSlips ids={wanted} withPrices={prices === true} onPricesChange={onPricesChange} />
  );
}

interface SlipsProps {
  withPrices: boolean;
  onPricesChange: (shown: boolean) => void;
}

function OneOrderSlip({ id, ...props }: SlipsProps & { id: string }) {
  const t = useTranslate();
  const query = useQuery(adminOrderQueries.detail(id));
  return (
    <PackingSlips
      orders={query.data ? [query.data] : []}
      loading={query.isPending}
      problems={query.isError ? [t('admin.slip.loadFailed', { id, message: errorMessage(query.error) })] : []}
      {...props}
    />
  );
}

function SeveralOrdersSlips({ ids, ...props }: SlipsProps & { ids: string[] }) {
  const t = useTranslate();
  const query = useQuery(adminOrderQueries.list());
  const byId = new Map(listOrEmpty(query).map((order) => [order._id, order]));
  const orders = ids.flatMap((id) => byId.get(id) ?? []);
  const problems = query.isPending
    ? []
    : query.isError
      ? [t('admin.slip.listFailed', { message: errorMessage(query.error) })]
      : ids.filter((id) => !byId.has(id)).map((id) => t('admin.slip.notInList', { id }));
  return (
    <PackingSlips
      orders={orders}
      loading={query.isPending}
      problems={ids.length === 0 ? [t('admin.slip.none')] : problems}
      {...props}
    />
  );
}

/**
 * The print view (docs/behaviour.md#admin): a toolbar (Print, prices on or off, back to the orders) and the
 * slips. In print, the toolbar and the admin's header and sidebar are left out and each slip takes its own
 * A4 page (packing-slip.module.css).
 */
function PackingSlips({
  orders,
  loading,
  problems,
  withPrices,
  onPricesChange,
}: {
  orders: Order[];
  loading: boolean;
  problems: string[];
  withPrices: boolean;
  onPricesChange: (shown: boolean) => void;
}) {
  const t = useTranslate();
  return (
    <Stack data-packing-slips gap="lg">
      <Stack data-admin-chrome gap="sm">
        <Title order={1}>{t('admin.slip.heading', { count: Math.max(orders.length, 1) })}</Title>
        <Group gap="md" wrap="wrap">
          <Button onClick={() => window.print()} disabled={loading || orders.length === 0}>
            {t('admin.slip.print')}
          </Button>
          <Checkbox
            size="md"
            label={t('admin.slip.showPrices')}
            checked={withPrices}
            onChange={(event) => onPricesChange(event.currentTarget.checked)}
          />
          <AnchorLink to="/admin/orders">{t('admin.slip.back')}</AnchorLink>
        </Group>
        {problems.map((problem) => (
          <Alert key={problem} color="red" variant="light">
            {problem}
          </Alert>
        ))}
      </Stack>
      {loading ? (
        <Skeleton height={320} radius="md" {...loadingRegion(t('admin.slip.loading'))} />
      ) : (
        orders.map((order) => <PackingSlip key={order._id} order={order} withPrices={withPrices} />)
      )}
      {!loading && orders.length === 0 && problems.length === 0 && (
        <Text c="dimmed">{t('admin.slip.none')}</Text>
      )}
    </Stack>
  );
}
