import { z } from 'zod/mini';
import { recordList } from '@/lib/backend/record-list';
import {
  dataEnvelope,
  dateSchema,
  idSchema,
  optionalIdSchema,
  optionalNumberSchema,
  optionalTextSchema,
} from '@/lib/backend/schema-helpers';
import { addressFields } from '@/features/addresses/schemas';
import { orderItemSchema } from '@/features/cart/order-line-schema';
import { currentLocale } from '@/lib/i18n/i18n';
import { type Locale } from '@/boot/preferred-locale';

export const ORDER_STATUSES = ['pending', 'inProcess', 'inShipping', 'delivered', 'rejected'] as const;
type AdminOrderStatus = (typeof ORDER_STATUSES)[number];
/** The statuses the shop names: the admin's choices and 'confirmed', which the payment sets. */
export type KnownOrderStatus = AdminOrderStatus | 'confirmed';
const ORDER_STATUS_LABEL_IDS: Record<string, string> = {
  pending: 'orders.status.pending',
  inProcess: 'orders.status.inProcess',
  inShipping: 'orders.status.inShipping',
  delivered: 'orders.status.delivered',
  rejected: 'orders.status.rejected',
  confirmed: 'orders.status.confirmed',
} satisfies Record<KnownOrderStatus, string>;
const PAYMENT_STATUS_LABEL_IDS: Record<string, string> = {
  pending: 'orders.paymentStatus.pending',
  paid: 'orders.paymentStatus.paid',
};

/** A status the shop knows by its label in the current language; any other one as the backend sent it. */
function statusLabel(labelIds: Record<string, string>, status: string, t: (id: string) => string): string {
  const id = Object.hasOwn(labelIds, status) ? labelIds[status] : undefined;
  return id ? t(id) : status;
}

/** An order status as a person reads it (`t` from useTranslate, or translate outside React). */
export const orderStatusLabel = (status: string, t: (id: string) => string) =>
  statusLabel(ORDER_STATUS_LABEL_IDS, status, t);

/** A payment status as a person reads it: 'pending' and 'paid' translated, any other one as sent. */
export const paymentStatusLabel = (status: string, t: (id: string) => string) =>
  statusLabel(PAYMENT_STATUS_LABEL_IDS, status, t);

const addressInfoSchema = z.object({ addressId: optionalIdSchema, ...addressFields });
type AddressInfo = z.infer<typeof addressInfoSchema>;

/**
 * An order as any backend stores it. Only `_id` is required; ids the screen does not show (userId, cartId,
 * which may be "") are optional, a line that cannot be read is left out (the others are shown), and a missing
 * total or date shows a dash.
 */
export const orderSchema = z.object({
  _id: idSchema,
  userId: optionalIdSchema,
  cartId: optionalIdSchema,
  cartItems: recordList(orderItemSchema),
  addressInfo: z.pipe(
    z.nullish(addressInfoSchema),
    z.transform((info) => info ?? null),
  ),
  orderStatus: optionalTextSchema,
  paymentMethod: optionalTextSchema,
  paymentStatus: optionalTextSchema,
  totalAmount: optionalNumberSchema,
  orderDate: dateSchema,
  orderUpdateDate: dateSchema,
  paymentId: optionalTextSchema,
  payerId: optionalTextSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const orderListResponseSchema = dataEnvelope(recordList(orderSchema));
export const orderDetailResponseSchema = dataEnvelope(orderSchema);

/** A line of a new order: the cart line with its effective price (docs/behaviour.md#data-the-shop-reads). */
interface NewOrderItem {
  productId: string;
  title: string;
  image: string;
  price: number;
  quantity: number;
}

/** The body of POST /api/shop/order/create (docs/behaviour.md#data-the-shop-reads). */
export interface NewOrder {
  userId: string;
  cartId: string;
  cartItems: NewOrderItem[];
  addressInfo: AddressInfo;
  orderStatus: 'pending';
  paymentMethod: 'paypal';
  paymentStatus: 'pending';
  totalAmount: number;
  orderDate: string;
  orderUpdateDate: string;
  paymentId: '';
  payerId: '';
}

export const createOrderResponseSchema = z.object({
  success: z.boolean(),
  approvalURL: z.string().check(z.minLength(1)),
  orderId: idSchema,
});
export const captureResponseSchema = z.object({
  success: z.boolean(),
  message: optionalTextSchema,
  data: z.optional(orderSchema),
});

export const updateOrderStatusResponseSchema = z.object({
  success: z.boolean(),
  message: optionalTextSchema,
});

// Two-digit day and month (`05.11.2026`), as Turkish shops write dates; the short style would drop the zero.
const turkishDate = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The date part only, as the order tables show it: `2026-11-05` in English, `05.11.2026` in Turkish (the
 * calendar day the backend stored, whatever the viewer's time zone); a dash when the backend stored no date.
 */
export function orderDatePart(date: string, locale: Locale = currentLocale()) {
  if (!date) return '—';
  const day = date.split('T')[0] ?? date;
  if (locale === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return turkishDate.format(new Date(`${day}T00:00:00Z`));
}
