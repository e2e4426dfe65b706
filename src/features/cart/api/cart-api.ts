import { apiRequest, ApiError } from '@/lib/api-client';
import { addToCartResponseSchema, cartResponseSchema, type Cart } from '../schemas';

export interface CartLineChange {
  userId: string;
  productId: string;
  quantity: number;
}

export async function getCart(userId: string): Promise<Cart> {
  try {
    const response = await apiRequest(`/api/shop/cart/get/${encodeURIComponent(userId)}`, {
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
  const response = await apiRequest('/api/shop/cart/add', {
    method: 'post',
    json: body,
    schema: addToCartResponseSchema,
  });
  return response.data;
}

export async function updateCartQuantity(body: CartLineChange) {
  const response = await apiRequest('/api/shop/cart/update-cart', {
    method: 'put',
    json: body,
    schema: cartResponseSchema,
  });
  return response.data;
}

export async function deleteCartItem(userId: string, productId: string) {
  const response = await apiRequest(
    `/api/shop/cart/${encodeURIComponent(userId)}/${encodeURIComponent(productId)}`,
    { method: 'delete', schema: cartResponseSchema },
  );
  return response.data;
}
