import { z } from 'zod/mini';

/**
 * The admin status form (docs/behaviour.md#validation): a status is required. The Select starts on the order's own
 * status and cannot be emptied, so only an order that came with no status at all can meet the message. The
 * message is a message id, translated where the field shows it.
 */
export const orderStatusFormSchema = z.object({
  orderStatus: z
    .string({ error: 'admin.orderStatus.validation.required' })
    .check(z.minLength(1, 'admin.orderStatus.validation.required')),
});
export type OrderStatusForm = z.infer<typeof orderStatusFormSchema>;
