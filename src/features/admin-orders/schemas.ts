import { z } from 'zod/mini';

/** The admin status form; the Select always holds a value, so there is nothing else to check (docs/behaviour.md#validation). */
export const orderStatusFormSchema = z.object({
  orderStatus: z.string({ error: 'Choose a status' }).check(z.minLength(1, 'Choose a status')),
});
export type OrderStatusForm = z.infer<typeof orderStatusFormSchema>;
