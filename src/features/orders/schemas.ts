import { z } from 'zod/mini';
import { dataEnvelope, idSchema, numberSchema, optionalTextSchema } from '@/lib/schema-helpers';

export const ORDER_STATUSES = ['pending', 'inProcess', 'inShipping', 'delivered', 'rejected'] as const;
export type AdminOrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  inProcess: 'In Process',
  inShipping: 'In Shipping',
  delivered: 'Delivered',
  rejected: 'Rejected',
  confirmed: 'Confirmed',
};

export const orderItemSchema = z.object({
  productId: idSchema,
  title: optionalTextSchema,
  image: optionalTextSchema,
  price: numberSchema,
  quantity: numberSchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const addressInfoSchema = z.object({
  addressId: z.optional(idSchema),
  address: optionalTextSchema,
  city: optionalTextSchema,
  pincode: optionalTextSchema,
  phone: optionalTextSchema,
  notes: optionalTextSchema,
});
export type AddressInfo = z.infer<typeof addressInfoSchema>;

export const orderSchema = z.object({
  _id: idSchema,
  userId: z.optional(idSchema),
  cartId: z.optional(idSchema),
  cartItems: z._default(z.array(orderItemSchema), []),
  addressInfo: z.nullish(addressInfoSchema),
  orderStatus: optionalTextSchema,
  paymentMethod: optionalTextSchema,
  paymentStatus: optionalTextSchema,
  totalAmount: numberSchema,
  orderDate: optionalTextSchema,
  orderUpdateDate: optionalTextSchema,
  paymentId: optionalTextSchema,
  payerId: optionalTextSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const orderListResponseSchema = dataEnvelope(z.array(orderSchema));
export const orderDetailResponseSchema = dataEnvelope(orderSchema);

/** The body of POST /api/shop/order/create (spec section 3). */
export interface NewOrder {
  userId: string;
  cartId: string;
  cartItems: OrderItem[];
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

/** The date part only, as the spec's tables show it. */
export function orderDatePart(date: string) {
  return date.split('T')[0] ?? date;
}
