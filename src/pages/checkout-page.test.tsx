import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { addToCart } from '@/features/cart/api/cart-api';
import { signInAs } from '@/testing/session';
import { externalNavigation, readCurrentOrderId } from '@/features/orders/current-order';
import { countMockRequests, renderWithRouter } from '@/testing/render-with-router';
import { writeLandsWithoutAnswer } from '@/testing/unanswered-write';
import { db } from '@mocks/db';
import { CheckoutPage } from './checkout-page';

const CEVIZLI = '64b0c0a1f1e2d3c4b5a60002';
const SEEDED_ADDRESS = 'Moda Caddesi 42, Kadıköy, Istanbul';

describe('CheckoutPage', () => {
  let creates: ReturnType<typeof countMockRequests>;
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    creates = countMockRequests('POST', '/api/shop/order/create');
    assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
  });
  afterEach(() => {
    creates.stop();
    assign.mockRestore();
  });

  it('refuses an empty cart with a destructive toast', async () => {
    await signInAs('shopper');
    await renderWithRouter(CheckoutPage, { path: '/shop/checkout' });
    await screen.findByRole('radio', { name: SEEDED_ADDRESS });
    await userEvent.click(screen.getByRole('radio', { name: SEEDED_ADDRESS }));
    await userEvent.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(await screen.findByText('Your cart is empty. Please add items to proceed')).toBeInTheDocument();
    expect(creates.count()).toBe(0);
  });

  it('refuses a missing address', async () => {
    const user = await signInAs('shopper');
    await addToCart({ userId: user.id, productId: CEVIZLI, quantity: 1 });
    await renderWithRouter(CheckoutPage, { path: '/shop/checkout' });
    await screen.findByRole('listitem', { name: 'Cevizli Baklava, 500 g' });
    await userEvent.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(await screen.findByText('Please select one address to proceed.')).toBeInTheDocument();
    expect(creates.count()).toBe(0);
  });

  it('two clicks in a row send one order, saves its id and redirects to the provider', async () => {
    const user = await signInAs('shopper');
    await addToCart({ userId: user.id, productId: CEVIZLI, quantity: 2 });
    await renderWithRouter(CheckoutPage, { path: '/shop/checkout' });
    await screen.findByRole('listitem', { name: 'Cevizli Baklava, 500 g' });
    await userEvent.click(screen.getByRole('radio', { name: SEEDED_ADDRESS }));
    const orderNow = screen.getByRole('button', { name: 'Order Now' });
    // Two clicks in the same tick, before React can re-render the button as disabled.
    fireEvent.click(orderNow);
    fireEvent.click(orderNow);
    expect(await screen.findByRole('heading', { name: 'Processing Paypal Payment...' })).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(creates.count()).toBe(1);
    const [body] = (await creates.bodies()) as { totalAmount: number; cartItems: { price: number }[] }[];
    expect(body?.totalAmount).toBe(31.98);
    expect(body?.cartItems[0]?.price).toBe(15.99);
    expect(String(assign.mock.calls[0]?.[0])).toMatch(/^http:\/\/.+\/mock-paypal\/approve\?/);
    expect(readCurrentOrderId()).toEqual(expect.any(String));
  });

  it.each([
    ['a URL that is not http(s)', 'javascript:alert(1)'],
    ['another host', 'https://pay.attacker.example/approve?token=EC-1'],
    ['PayPal over http', 'http://www.paypal.com/checkoutnow?token=EC-1'],
    ['a look-alike host', 'https://www.paypal.com.attacker.example/checkoutnow?token=EC-1'],
  ])('does not follow an approval URL to %s', async (_case, approvalURL) => {
    const user = await signInAs('shopper');
    await addToCart({ userId: user.id, productId: CEVIZLI, quantity: 1 });
    server.use(
      http.post('*/api/shop/order/create', () =>
        HttpResponse.json({ success: true, approvalURL, orderId: 'o1' }),
      ),
    );
    await renderWithRouter(CheckoutPage, { path: '/shop/checkout' });
    await screen.findByRole('listitem', { name: 'Cevizli Baklava, 500 g' });
    await userEvent.click(screen.getByRole('radio', { name: SEEDED_ADDRESS }));
    await userEvent.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(await screen.findByText(/an address we cannot open/)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    'https://www.paypal.com/checkoutnow?token=EC-1',
    'https://www.sandbox.paypal.com/checkoutnow?token=EC-1',
  ])('follows an approval URL to PayPal: %s', async (approvalURL) => {
    const user = await signInAs('shopper');
    await addToCart({ userId: user.id, productId: CEVIZLI, quantity: 1 });
    server.use(
      http.post('*/api/shop/order/create', () =>
        HttpResponse.json({ success: true, approvalURL, orderId: 'o1' }),
      ),
    );
    await renderWithRouter(CheckoutPage, { path: '/shop/checkout' });
    await screen.findByRole('listitem', { name: 'Cevizli Baklava, 500 g' });
    await userEvent.click(screen.getByRole('radio', { name: SEEDED_ADDRESS }));
    await userEvent.click(screen.getByRole('button', { name: 'Order Now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(approvalURL));
  });

  it('an Order Now without an answer is not sent again: it says so and shows the unpaid order it created', async () => {
    const user = await signInAs('shopper');
    await addToCart({ userId: user.id, productId: CEVIZLI, quantity: 2 });
    // The server creates the order, but the connection drops before its answer arrives.
    server.use(writeLandsWithoutAnswer('post', '*/api/shop/order/create'));
    await renderWithRouter(CheckoutPage, { path: '/shop/checkout' });
    await screen.findByRole('listitem', { name: 'Cevizli Baklava, 500 g' });
    await userEvent.click(screen.getByRole('radio', { name: SEEDED_ADDRESS }));
    await userEvent.click(screen.getByRole('button', { name: 'Order Now' }));

    expect(await screen.findByText('We could not confirm your order')).toBeInTheDocument();
    const created = db.state.orders.find(
      (order) => order.userId === user.id && order.paymentStatus === 'pending',
    );
    expect(created).toBeDefined();
    expect(
      await screen.findByText(`We found an unpaid order, ${created?._id ?? ''}, for $31.98.`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your orders' })).toHaveAttribute('href', '/shop/account');
    expect(screen.getByRole('button', { name: 'Order Now' })).toBeEnabled();
    expect(creates.count()).toBe(1);
    expect(assign).not.toHaveBeenCalled();
    expect(readCurrentOrderId()).toBeNull();
  });

  it("a refused Order Now shows the server's message and looks for no order", async () => {
    const user = await signInAs('shopper');
    await addToCart({ userId: user.id, productId: CEVIZLI, quantity: 1 });
    const lookups = countMockRequests('GET', `/api/shop/order/list/${user.id}`);
    server.use(
      http.post('*/api/shop/order/create', () =>
        HttpResponse.json({ success: false, message: 'Payment provider refused' }, { status: 502 }),
      ),
    );
    await renderWithRouter(CheckoutPage, { path: '/shop/checkout' });
    await screen.findByRole('listitem', { name: 'Cevizli Baklava, 500 g' });
    await userEvent.click(screen.getByRole('radio', { name: SEEDED_ADDRESS }));
    await userEvent.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(await screen.findByText('Payment provider refused')).toBeInTheDocument();
    expect(screen.queryByText('We could not confirm your order')).toBeNull();
    expect(lookups.count()).toBe(0);
    lookups.stop();
  });
});
