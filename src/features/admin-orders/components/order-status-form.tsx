import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import { Button, Stack } from '@mantine/core';
import { Select } from '@/components/form/select';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { ORDER_STATUSES, orderStatusLabel, type Order } from '@/features/orders/schemas';
import { useTranslate } from '@/lib/i18n/i18n';
import { useUpdateOrderStatus } from '../api/use-update-order-status';
import { orderStatusFormSchema, type OrderStatusForm as OrderStatusFormValues } from '../schemas';

function statusOptions(current: string, t: (id: string) => string) {
  const options: { value: string; label: string }[] = ORDER_STATUSES.map((status) => ({
    value: status,
    label: orderStatusLabel(status, t),
  }));
  // 'confirmed' (set by payment) is not offered, but an order that has it must still show it.
  if (current && !(ORDER_STATUSES as readonly string[]).includes(current)) {
    options.unshift({ value: current, label: orderStatusLabel(current, t) });
  }
  return options;
}

/** The admin's status form inside an order's details; the server's message shows in a toast. */
export function OrderStatusForm({ order }: { order: Order }) {
  const t = useTranslate();
  const update = useUpdateOrderStatus();
  const { control, handleSubmit } = useForm<OrderStatusFormValues>({
    resolver: zodResolver(orderStatusFormSchema),
    defaultValues: { orderStatus: order.orderStatus },
  });

  const onSubmit = handleSubmit(({ orderStatus }) => {
    if (update.isPending) return;
    update.mutate({ id: order._id, orderStatus });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Controller
          control={control}
          name="orderStatus"
          render={({ field, fieldState }) => (
            <Select
              label={t('admin.orderStatus.label')}
              placeholder={t('admin.orderStatus.placeholder')}
              data={statusOptions(order.orderStatus, t)}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              error={fieldState.error?.message && t(fieldState.error.message)}
            />
          )}
        />
        <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('admin.orderStatus.submit')}
        </Button>
      </Stack>
    </form>
  );
}
