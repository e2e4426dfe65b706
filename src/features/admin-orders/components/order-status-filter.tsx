// The status filter's chips: their style sheet loads with the orders page only.
import '@mantine/core/styles/Chip.css';
import { Chip, Group, Text } from '@mantine/core';
import { orderStatusLabel } from '@/features/orders/schemas';
import { useTranslate } from '@/lib/i18n/i18n';
import { formatCount } from '@/lib/format/numbers';
import { ADMIN_ORDER_STATUSES, type AdminOrdersSearch } from '../lib/admin-orders-search';

const ALL = 'all';

interface OrderStatusFilterProps {
  /** The chosen status, or none for all. */
  value: AdminOrdersSearch['status'];
  /** Orders per status under the other filters (search, dates), and their sum. */
  counts: { counts: ReadonlyMap<unknown, number>; total: number };
  onChange: (status: AdminOrdersSearch['status']) => void;
}

/**
 * One status or all, as radio chips, each with its count: the same figures as the dashboard's when no other filter
 * is set.
 */
export function OrderStatusFilter({ value, counts, onChange }: OrderStatusFilterProps) {
  const t = useTranslate();
  return (
    <>
      <Text id="order-status-filter" size="sm" fw={500}>
        {t('admin.orders.statusFilter')}
      </Text>
      <Chip.Group
        multiple={false}
        value={value ?? ALL}
        onChange={(chosen) => onChange(ADMIN_ORDER_STATUSES.find((status) => status === chosen))}
      >
        <Group gap="xs" role="radiogroup" aria-labelledby="order-status-filter">
          <Chip value={ALL} type="radio" size="sm">
            {t('admin.orders.allStatuses', { count: formatCount(counts.total) })}
          </Chip>
          {ADMIN_ORDER_STATUSES.map((status) => (
            <Chip key={status} value={status} type="radio" size="sm">
              {t('admin.orders.statusWithCount', {
                status: orderStatusLabel(status, t),
                count: formatCount(counts.counts.get(status) ?? 0),
              })}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </>
  );
}
