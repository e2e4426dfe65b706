import { addToCart } from '@/features/cart/api/cart-api';
import { createOrder } from '@/features/orders/api/orders-api';
import { saveCurrentOrderId } from '@/features/orders/current-order';
import type { NewOrder } from '@/features/orders/schemas';
import { signInAs } from './session';

const CEVIZLI = '64b0c0a1f1e2d3c4b5a60002';

/**
 * Signs the demo shopper in and places an order as checkout does (one Cevizli Baklava in the cart, the order's id
 * saved for the return): what the provider's return then finds. Answers the shopper, the order and the provider's
 * paymentId.
 */
export async function placeOrderAwaitingPayment() {
  const user = await signInAs('shopper');
  await addToCart({ userId: user.id, productId: CEVIZLI, quantity: 1 });
  const now = new Date().toISOString();
  const order: NewOrder = {
    userId: user.id,
    cartId: 'c1',
    cartItems: [
      { productId: CEVIZLI, title: 'Cevizli Baklava, 500 g', image: '', price: 15.99, quantity: 1 },
    ],
    addressInfo: { addressId: 'a1', address: 'Moda', city: 'Istanbul', pincode: '1', phone: '2', notes: '3' },
    orderStatus: 'pending',
    paymentMethod: 'paypal',
    paymentStatus: 'pending',
    totalAmount: 15.99,
    orderDate: now,
    orderUpdateDate: now,
    paymentId: '',
    payerId: '',
  };
  const created = await createOrder(order);
  saveCurrentOrderId(created.orderId);
  return {
    userId: user.id,
    orderId: created.orderId,
    paymentId: new URL(created.approvalURL).searchParams.get('paymentId') ?? '',
  };
}
