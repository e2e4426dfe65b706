import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { signInAs } from '@/testing/session';
import { addToCart } from '../api/cart-api';
import { CartSheet } from './cart-sheet';

const ANTEP = '64b0c0a1f1e2d3c4b5a60001';
const CEVIZLI = '64b0c0a1f1e2d3c4b5a60002';

async function renderFilledCart() {
  const user = await signInAs('shopper');
  await addToCart({ userId: user.id, productId: ANTEP, quantity: 1 });
  await addToCart({ userId: user.id, productId: CEVIZLI, quantity: 2 });
  const result = await renderWithRouter(CartSheet, { path: '/shop/home' });
  await userEvent.click(await screen.findByRole('button', { name: 'Cart, 3 items' }));
  const sheet = await screen.findByRole('dialog', { name: 'Your Cart' });
  await within(sheet).findByRole('listitem', { name: 'Cevizli Baklava, 500 g' });
  return { sheet, ...result };
}

describe('CartSheet', () => {
  it('counts items in the badge and totals effective prices with two decimals', async () => {
    const { sheet } = await renderFilledCart();
    const cevizli = within(sheet).getByRole('listitem', { name: 'Cevizli Baklava, 500 g' });
    expect(cevizli).toHaveTextContent('$15.99 each');
    expect(cevizli).toHaveTextContent('$31.98');
    expect(within(sheet).getByTestId('cart-total')).toHaveTextContent('$56.97');
  });

  it('disables decrease at 1, increases optimistically and toasts', async () => {
    const { sheet } = await renderFilledCart();
    const name = 'Antep Fıstıklı Baklava, 500 g';
    const decrease = within(sheet).getByRole('button', { name: `Decrease quantity of ${name}` });
    expect(decrease).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('button', { name: `Increase quantity of ${name}` }));
    expect(within(sheet).getByRole('status', { name: `Quantity of ${name}` })).toHaveTextContent('2');
    expect(decrease).toBeEnabled();
    expect(await screen.findByText('Cart item is updated successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, 4 items' })).toBeInTheDocument();
  });

  it('deletes a line', async () => {
    const { sheet } = await renderFilledCart();
    await userEvent.click(
      within(sheet).getByRole('button', { name: 'Delete Cevizli Baklava, 500 g from the cart' }),
    );
    await waitFor(() =>
      expect(within(sheet).queryByRole('listitem', { name: 'Cevizli Baklava, 500 g' })).toBeNull(),
    );
    expect(await screen.findByText('Cart item is deleted successfully')).toBeInTheDocument();
    expect(within(sheet).getByTestId('cart-total')).toHaveTextContent('$24.99');
  });

  it('Checkout closes the sheet and goes to /shop/checkout', async () => {
    const { sheet, router } = await renderFilledCart();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/checkout'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your Cart' })).toBeNull());
  });
});
