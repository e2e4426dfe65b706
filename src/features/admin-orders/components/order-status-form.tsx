import { Button, Select, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type Order } from '@/features/orders/schemas';
import { useUpdateOrderStatus } from '../api/use-update-order-status';
import { orderStatusFormSchema, type OrderStatusForm as OrderStatusFormValues } from '../schemas';

function statusOptions(current: string) {
  const options: { value: string; label: string }[] = ORDER_STATUSES.map((status) => ({
    value: status,
    label: ORDER_STATUS_LABELS[status] ?? status,
  }));
  // 'confirmed' (set by payment) is not offered, but an order that has it must still show it.
  if (current && !(ORDER_STATUSES as readonly string[]).includes(current)) {
    options.unshift({ value: current, label: ORDER_STATUS_LABELS[current] ?? current });
  }
  return options;
}

/** The admin's status form inside an order's details; the server's message shows in a toast. */
export function OrderStatusForm({ order }: { order: Order }) {
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
              label="Order Status"
              placeholder="Choose a status"
              data={statusOptions(order.orderStatus)}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              error={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          Update Order Status
        </Button>
      </Stack>
    </form>
  );
}
