import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Timeline.css';
import { Text, ThemeIcon, Timeline, Title, VisuallyHidden } from '@mantine/core';
import { useTranslate } from '@/lib/i18n/i18n';
import { orderProgress, type OrderStep } from '../order-steps';
import { orderDatePart, orderStatusLabel, type Order } from '../schemas';

function StepBullet({ step }: { step: OrderStep }) {
  if (step.stop) {
    return (
      <ThemeIcon color="red" radius="xl" size={22} aria-hidden="true">
        ✕
      </ThemeIcon>
    );
  }
  return step.state === 'upcoming' ? null : (
    <ThemeIcon color={step.state === 'current' ? 'green' : 'dark'} radius="xl" size={22} aria-hidden="true">
      ✓
    </ThemeIcon>
  );
}

/**
 * Where an order is: Pending → Confirmed → In Process → In Shipping → Delivered, the current step marked with
 * aria-current, Rejected as a stop, and the two dates the contract keeps (ordered, last update). A status the
 * shop does not know is shown as sent, without steps. Shared by the shopper's and the admin's details dialogs.
 */
/** Whether the backend recorded a status change after the order was placed. */
function wasUpdated(order: Pick<Order, 'orderDate' | 'orderUpdateDate'>) {
  if (!order.orderUpdateDate) return false;
  const updated = Date.parse(order.orderUpdateDate);
  const placed = Date.parse(order.orderDate);
  return Number.isFinite(updated) && (!Number.isFinite(placed) || updated !== placed);
}

export function OrderProgress({ order }: { order: Order }) {
  const t = useTranslate();
  const progress = orderProgress(order.orderStatus);
  const headingId = `order-progress-${order._id}`;

  if (progress.kind === 'unknown') {
    return (
      <section aria-labelledby={headingId}>
        <Title order={3} size="h5" id={headingId} mb="xs">
          {t('orders.progress.title')}
        </Title>
        <Text size="sm" data-testid="order-progress-unknown">
          {progress.status
            ? t('orders.progress.unknownStatus', { status: progress.status })
            : t('orders.progress.noStatus')}
        </Text>
      </section>
    );
  }

  const currentIndex = progress.steps.findIndex((step) => step.state === 'current');
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="sm">
        {t('orders.progress.title')}
      </Title>
      <Timeline
        active={currentIndex}
        bulletSize={22}
        lineWidth={2}
        color="dark"
        role="list"
        aria-labelledby={headingId}
      >
        {progress.steps.map((step, index) => {
          const isCurrent = step.state === 'current';
          // aria-current names the current step; the others say whether they are done or still to come.
          const hiddenState = step.stop
            ? t('orders.progress.stopped')
            : step.state === 'done'
              ? t('orders.progress.done')
              : step.state === 'upcoming'
                ? t('orders.progress.upcoming')
                : null;
          // The contract keeps two dates: when the order was placed, and when its status last changed. A backend
          // that never writes the second (the original server's status update) leaves the one of the order's
          // creation: that is no update.
          const date =
            index === 0
              ? t('orders.progress.ordered', { date: orderDatePart(order.orderDate) })
              : isCurrent && wasUpdated(order)
                ? t('orders.progress.updated', { date: orderDatePart(order.orderUpdateDate) })
                : null;
          return (
            <Timeline.Item
              key={step.status}
              role="listitem"
              aria-current={isCurrent ? 'step' : undefined}
              color={step.stop ? 'red' : undefined}
              bullet={<StepBullet step={step} />}
              title={
                <Text
                  size="sm"
                  fw={isCurrent ? 700 : 400}
                  c={step.state === 'upcoming' ? 'dimmed' : undefined}
                >
                  {orderStatusLabel(step.status, t)}
                  {hiddenState && <VisuallyHidden> {hiddenState}</VisuallyHidden>}
                </Text>
              }
            >
              {date && (
                <Text size="xs" c="dimmed">
                  {date}
                </Text>
              )}
            </Timeline.Item>
          );
        })}
      </Timeline>
    </section>
  );
}
