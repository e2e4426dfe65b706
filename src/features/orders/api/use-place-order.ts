import { useMutation } from '@tanstack/react-query';
import type { Address } from '@/features/addresses/schemas';
import type { Cart } from '@/features/cart/schemas';
import { cartTotal } from '@/features/cart/cart-total';
import { effectivePrice } from '@/lib/format/money';
import type { NewOrder } from '../schemas';
import { createOrder } from './orders-api';

/** The body of POST /api/shop/order/create, exactly as docs/behaviour.md#data-the-shop-reads lists it. */
export function buildNewOrder({
  userId,
  cart,
  address,
  now = new Date(),
}: {
  userId: string;
  cart: Cart;
  address: Address;
  now?: Date;
}): NewOrder {
  const date = now.toISOString();
  return {
    userId,
    cartId: cart._id ?? '',
    cartItems: cart.items.map((item) => ({
      productId: item.productId,
      title: item.title,
      image: item.image,
      price: effectivePrice(item),
      quantity: item.quantity,
    })),
    addressInfo: {
      addressId: address._id,
      address: address.address,
      city: address.city,
      pincode: address.pincode,
      phone: address.phone,
      notes: address.notes,
    },
    orderStatus: 'pending',
    paymentMethod: 'paypal',
    paymentStatus: 'pending',
    totalAmount: cartTotal(cart.items),
    orderDate: date,
    orderUpdateDate: date,
    paymentId: '',
    payerId: '',
  };
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: (order: NewOrder) => createOrder(order) });
}
