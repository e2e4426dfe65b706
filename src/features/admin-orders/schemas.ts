import { z } from 'zod/mini';

/**
 * The admin status form; the Select always holds a value, so there is nothing else to check (docs/behaviour.md#validation).
 * The message is a message id, translated where the field shows it.
 */
export const orderStatusFormSchema = z.object({
  orderStatus: z
    .string({ error: 'admin.orderStatus.validation.required' })
    .check(z.minLength(1, 'admin.orderStatus.validation.required')),
});
export type OrderStatusForm = z.infer<typeof orderStatusFormSchema>;
