import { Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { orderDatePart, type Order } from '@/features/orders/schemas';
import { useTranslate } from '@/lib/i18n/i18n';
import { formatPrice } from '@/lib/format/money';
import { formatCount } from '@/lib/format/numbers';
import classes from './packing-slip.module.css';

/**
 * One order's packing slip, laid out for A4 (docs/behaviour.md#admin): the shop's name, the order's id and
 * date, where it ships, and its lines with their quantities; prices only when the admin asks for them.
 */
export function PackingSlip({ order, withPrices }: { order: Order; withPrices: boolean }) {
  const t = useTranslate();
  const headingId = useId();
  const address = order.addressInfo;
  const units = order.cartItems.reduce((sum, item) => sum + (item.quantity ?? 1), 0);
  return (
    <Stack component="article" aria-labelledby={headingId} gap="md" className={classes.slip} mb="xl">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={700} ff="Georgia, serif" fz={24}>
            Lokum &amp; Co.
          </Text>
          <Title order={2} size="h4" id={headingId}>
            {t('admin.slip.title', { id: order._id })}
          </Title>
        </div>
        <Stack gap={0} align="flex-end">
          <Text size="sm">{t('admin.slip.orderId', { id: order._id })}</Text>
          <Text size="sm">{t('admin.slip.orderDate', { date: orderDatePart(order.orderDate) })}</Text>
        </Stack>
      </Group>

      <section aria-label={t('admin.slip.shipTo')}>
        <Title order={3} size="h5" mb={4}>
          {t('admin.slip.shipTo')}
        </Title>
        {address ? (
          <Text component="address" fs="normal" style={{ whiteSpace: 'pre-line' }}>
            {[address.address, [address.pincode, address.city].filter(Boolean).join(' '), address.phone]
              .filter(Boolean)
              .join('\n')}
            {address.notes ? `\n${t('admin.slip.notes', { notes: address.notes })}` : ''}
          </Text>
        ) : (
          <Text c="dimmed">{t('orders.summary.noAddress')}</Text>
        )}
      </section>

      <table className={classes.lines}>
        <caption style={{ textAlign: 'start', fontWeight: 600, paddingBottom: 4 }}>
          {t('admin.slip.lines', { units: formatCount(units), count: units })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.slip.product')}</th>
            <th scope="col" className={classes.number}>
              {t('admin.slip.quantity')}
            </th>
            {withPrices && (
              <>
                <th scope="col" className={classes.number}>
                  {t('admin.slip.unitPrice')}
                </th>
                <th scope="col" className={classes.number}>
                  {t('admin.slip.amount')}
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {order.cartItems.map((item, index) => (
            // A stored line may lack its productId, and one product may appear on two lines.
            <tr key={`${index}-${item.productId ?? ''}`}>
              <td>{item.title}</td>
              <td className={classes.number}>{formatCount(item.quantity ?? 1)}</td>
              {withPrices && (
                <>
                  <td className={classes.number}>{formatPrice(item.price)}</td>
                  <td className={classes.number}>
                    {formatPrice(item.price === undefined ? undefined : item.price * (item.quantity ?? 1))}
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
        {withPrices && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className={classes.number}>
                {t('admin.slip.total')}
              </th>
              <td className={classes.number}>{formatPrice(order.totalAmount)}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </Stack>
  );
}
