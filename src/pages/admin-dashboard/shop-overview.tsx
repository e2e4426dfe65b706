import '@mantine/core/styles/List.css';
import { Group, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '@/components/navigation/anchor-link';
import touch from '@/components/touch/touch-targets.module.css';
import { lazy, Suspense, useMemo, useState } from 'react';
import { adminOrderQueries } from '@/features/admin-orders/api/admin-order-queries';
import { ADMIN_ORDER_STATUSES } from '@/features/admin-orders/lib/admin-orders-search';
import { adminProductQueries } from '@/features/admin-products/api/admin-product-queries';
import { ProductFormDrawer } from '@/features/admin-products/components/product-form-drawer';
import type { Product } from '@/features/catalog/schemas';
import { orderStatusLabel } from '@/features/orders/schemas';
import { loadingRegion } from '@/components/feedback/loading-region';
import { useTranslate } from '@/lib/i18n/i18n';
import { formatPrice } from '@/lib/format/money';
import { formatCount } from '@/lib/format/numbers';
import { listOrEmpty } from '@/lib/query/query-data';
import { OVERVIEW_DAYS, shopOverviewFigures } from './shop-overview-figures';

const RevenueChart = lazy(() => import('./revenue-chart'));
/** The running-out list shows the fewest-left first; the products page sorted by stock shows them all. */
const LOW_STOCK_SHOWN = 10;

interface Sheet {
  opened: boolean;
  product: Product | null;
  session: number;
}

/**
 * How the shop is doing over the last 30 days: revenue and orders per day, orders by status (each a link to the
 * filtered orders list), the best sellers and the products running out (each opens its edit form). Computed
 * in the browser from the admin's order and product lists: the contract has no statistics call.
 */
export function ShopOverview() {
  const t = useTranslate();
  const ordersQuery = useQuery(adminOrderQueries.list());
  const productsQuery = useQuery(adminProductQueries.list());
  const orders = listOrEmpty(ordersQuery);
  const products = listOrEmpty(productsQuery);
  // The day changes rarely while the page is open; the figures follow the lists.
  const figures = useMemo(() => shopOverviewFigures(orders, products, new Date()), [orders, products]);
  const [sheet, setSheet] = useState<Sheet>({ opened: false, product: null, session: 0 });
  const loading = ordersQuery.isPending || productsQuery.isPending;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="shop-overview-heading">
      <Stack>
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="shop-overview-heading">
            {t('admin.overview.heading')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('admin.overview.period', { days: OVERVIEW_DAYS })}
          </Text>
        </Group>
        {loading ? (
          <Skeleton height={280} {...loadingRegion(t('admin.overview.loading'))} />
        ) : (
          <>
            <Group gap="xl">
              <div>
                <Text size="sm" c="dimmed">
                  {t('admin.overview.revenue')}
                </Text>
                <Text fw={700} fz="xl">
                  {formatPrice(figures.revenue)}
                </Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {t('admin.overview.orders')}
                </Text>
                <Text fw={700} fz="xl">
                  {formatCount(figures.orders)}
                </Text>
              </div>
            </Group>
            <figure style={{ margin: 0 }} aria-labelledby="revenue-chart-caption">
              <Text component="figcaption" id="revenue-chart-caption" size="sm" fw={500} mb="xs">
                {t('admin.overview.chartCaption', { days: OVERVIEW_DAYS })}
              </Text>
              <Suspense fallback={<Skeleton height={280} {...loadingRegion(t('admin.overview.loading'))} />}>
                <RevenueChart days={figures.days} />
              </Suspense>
            </figure>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              <section aria-labelledby="orders-by-status-heading">
                <Title order={3} size="h5" id="orders-by-status-heading" mb="xs">
                  {t('admin.overview.byStatus')}
                </Title>
                <List listStyleType="none" spacing={4}>
                  {ADMIN_ORDER_STATUSES.map((status) => (
                    <List.Item key={status}>
                      <AnchorLink to="/admin/orders" search={{ status }} className={touch.textLink}>
                        {t('admin.orders.statusWithCount', {
                          status: orderStatusLabel(status, t),
                          count: formatCount(figures.statusCounts[status]),
                        })}
                      </AnchorLink>
                    </List.Item>
                  ))}
                </List>
              </section>
              <section aria-labelledby="best-sellers-heading">
                <Title order={3} size="h5" id="best-sellers-heading" mb="xs">
                  {t('admin.overview.bestSellers')}
                </Title>
                {figures.bestSellers.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t('admin.overview.noSales')}
                  </Text>
                ) : (
                  <List type="ordered" spacing={4}>
                    {figures.bestSellers.map((seller) => (
                      <List.Item key={seller.productId || seller.title}>
                        {t('admin.overview.sold', {
                          title: seller.title,
                          quantity: formatCount(seller.quantity),
                          count: seller.quantity,
                        })}
                      </List.Item>
                    ))}
                  </List>
                )}
              </section>
              <section aria-labelledby="low-stock-heading">
                <Title order={3} size="h5" id="low-stock-heading" mb="xs">
                  {t('admin.overview.lowStock', { count: formatCount(figures.lowStock.length) })}
                </Title>
                {figures.lowStock.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t('admin.overview.noLowStock')}
                  </Text>
                ) : (
                  <List listStyleType="none" spacing={4}>
                    {figures.lowStock.slice(0, LOW_STOCK_SHOWN).map((product) => (
                      <List.Item key={product._id}>
                        <UnstyledButton
                          c="blue.8"
                          fz="sm"
                          className={touch.textLink}
                          style={{ textDecoration: 'underline', textAlign: 'start' }}
                          onClick={() =>
                            setSheet((current) => ({ opened: true, product, session: current.session + 1 }))
                          }
                        >
                          {t('admin.overview.left', {
                            title: product.title,
                            stock: formatCount(product.totalStock),
                          })}
                        </UnstyledButton>
                      </List.Item>
                    ))}
                    {figures.lowStock.length > LOW_STOCK_SHOWN && (
                      <List.Item>
                        <AnchorLink
                          to="/admin/products"
                          search={{ sort: 'stock' }}
                          fz="sm"
                          className={touch.textLink}
                        >
                          {t('admin.overview.allLowStock')}
                        </AnchorLink>
                      </List.Item>
                    )}
                  </List>
                )}
              </section>
            </SimpleGrid>
          </>
        )}
      </Stack>
      <ProductFormDrawer
        opened={sheet.opened}
        product={sheet.product}
        session={sheet.session}
        onClose={() => setSheet((current) => ({ ...current, opened: false }))}
      />
    </Paper>
  );
}
