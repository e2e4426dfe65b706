import { apiRequest } from '@/lib/backend/api-client';
import { ApiError } from '@/lib/backend/api-error';
import { addToCartResponseSchema, cartResponseSchema, type Cart } from '../schemas';
import { cartRequests } from './cart-requests';

export interface CartLineChange {
  userId: string;
  productId: string;
  quantity: number;
}

export async function getCart(userId: string): Promise<Cart> {
  try {
    const response = await apiRequest(cartRequests.get(userId), {
      schema: cartResponseSchema,
    });
    return response.data;
  } catch (error) {
    // A user who never added anything has no cart yet: the backend answers 404 "Cart not found!".
    if (error instanceof ApiError && error.status === 404) return { items: [] };
    throw error;
  }
}

export async function addToCart(body: CartLineChange) {
  const response = await apiRequest(cartRequests.add(body.userId), {
    json: body,
    schema: addToCartResponseSchema,
  });
  return response.data;
}

export async function updateCartQuantity(body: CartLineChange) {
  const response = await apiRequest(cartRequests.update(body.userId), {
    json: body,
    schema: cartResponseSchema,
  });
  return response.data;
}

export async function deleteCartItem(userId: string, productId: string) {
  const response = await apiRequest(cartRequests.remove(userId, productId), {
    schema: cartResponseSchema,
  });
  return response.data;
}
