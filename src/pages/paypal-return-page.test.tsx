import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Fragment, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { activateLocale } from '@/lib/i18n/i18n';
import { getCart } from '@/features/cart/api/cart-api';
import { cartItemCount, useCart } from '@/features/cart/api/use-cart';
import { cartQueries } from '@/features/cart/api/cart-queries';
import { placeOrderAwaitingPayment } from '@/testing/orders';
import { signInAs } from '@/testing/session';
import { resetPaymentReturns } from '@/features/orders/api/capture-once';
import { readCurrentOrderId } from '@/features/orders/current-order';
import { countMockRequests, renderWithRouter } from '@/testing/render-with-router';
import { PaypalReturnPage } from './paypal-return-page';

/** An order awaiting its payment, and the return URL the provider sends the shopper to. */
async function placeOrder() {
  const { userId, orderId, paymentId } = await placeOrderAwaitingPayment();
  return { userId, orderId, url: `/shop/paypal-return?paymentId=${paymentId}&PayerID=PAYER1` };
}

/** The return page, with `Beside` rendered next to it (the header's parts, in the app). */
async function renderReturn(url: string, Beside: ComponentType = Fragment) {
  function ReturnPage() {
    const params = new URLSearchParams(window.location.search);
    return (
      <>
        <Beside />
        <PaypalReturnPage
          paymentId={params.get('paymentId') ?? undefined}
          payerId={params.get('PayerID') ?? undefined}
        />
      </>
    );
  }
  // The memory router does not touch window.location: mirror the URL for the page's stand-in reader.
  window.history.replaceState(null, '', url);
  return renderWithRouter(ReturnPage, { path: '/shop/paypal-return', url });
}

describe('PaypalReturnPage', () => {
  let captures: ReturnType<typeof countMockRequests>;
  beforeEach(() => {
    resetPaymentReturns();
    captures = countMockRequests('POST', '/api/shop/order/capture');
  });
  afterEach(() => captures.stop());

  it('captures once under StrictMode, clears the saved order and goes to the success page', async () => {
    const { orderId, url } = await placeOrder();
    // StrictMode runs the page's effect twice: the second run must share the first one's capture, not find its
    // marker and ask the order (a lookup racing the capture).
    const lookups = countMockRequests('GET', `/api/shop/order/details/${orderId}`);
    await renderReturn(url);
    expect(screen.getByRole('heading', { name: 'Processing Payment...Please wait!' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page /shop/payment-success' })).toBeInTheDocument();
    expect(captures.count()).toBe(1);
    expect(await captures.bodies()).toEqual([
      { paymentId: expect.stringMatching(/^PAYID-/), payerId: 'PAYER1', orderId },
    ]);
    expect(lookups.count()).toBe(0);
    lookups.stop();
    expect(readCurrentOrderId()).toBeNull();
  });

  it('the cart ends empty even when the page read it before the capture emptied it', async () => {
    const { userId, url } = await placeOrder();
    // The header's cart read reaches the backend first and gets the full cart, but its answer arrives only after
    // the capture's: the order in which a slow network may deliver them.
    let captureAnswered: () => void = () => {};
    const captureDone = new Promise<void>((resolve) => (captureAnswered = resolve));
    const onResponse = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname !== '/api/shop/order/capture') return;
      server.events.removeListener('response:mocked', onResponse);
      captureAnswered();
    };
    server.events.on('response:mocked', onResponse);
    const fullCart = await getCart(userId);
    expect(cartItemCount(fullCart)).toBe(1);
    let cartReads = 0;
    server.use(
      http.get('*/api/shop/cart/get/:userId', async () => {
        cartReads += 1;
        if (cartReads > 1) return undefined;
        await captureDone;
        return HttpResponse.json({ success: true, data: fullCart });
      }),
    );
    function CartCount() {
      const { cart } = useCart();
      return <p>{`Cart holds ${cartItemCount(cart)}`}</p>;
    }
    const { queryClient } = await renderReturn(url, CartCount);
    expect(await screen.findByRole('heading', { name: 'Page /shop/payment-success' })).toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryData(cartQueries.detail(userId).queryKey)).toMatchObject({ items: [] }),
    );
    expect(cartReads).toBe(2);
  });

  it('does not capture again when the same return is opened after a reload', async () => {
    const { url } = await placeOrder();
    const first = await renderReturn(url);
    await screen.findByRole('heading', { name: 'Page /shop/payment-success' });
    first.unmount();
    // A reload: a fresh module state, only session storage survives.
    resetPaymentReturns();
    await renderReturn(url);
    expect(await screen.findByRole('heading', { name: 'Page /shop/payment-success' })).toBeInTheDocument();
    expect(captures.count()).toBe(1);
  });

  it('a reload while the capture was on its way asks the order instead of capturing again', async () => {
    const { url } = await placeOrder();
    const paymentId = new URL(url, 'http://x').searchParams.get('paymentId') ?? '';
    sessionStorage.setItem(`paypal-capture:${paymentId}`, 'started');
    await renderReturn(url);
    expect(
      await screen.findByRole('heading', { name: 'We could not confirm this payment yet' }),
    ).toBeInTheDocument();
    expect(captures.count()).toBe(0);
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/shop/account');
  });

  it('explains missing parameters instead of spinning', async () => {
    await signInAs('shopper');
    await renderReturn('/shop/paypal-return?paymentId=PAYID-1');
    expect(
      await screen.findByRole('heading', { name: 'This payment link is incomplete' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Orders' })).toBeInTheDocument();
    expect(captures.count()).toBe(0);
  });

  it('explains a missing saved order id', async () => {
    await signInAs('shopper');
    await renderReturn('/shop/paypal-return?paymentId=PAYID-1&PayerID=P1');
    expect(
      await screen.findByRole('heading', { name: 'We could not find the order for this payment' }),
    ).toBeInTheDocument();
    expect(captures.count()).toBe(0);
  });

  it('shows the server message when the capture fails, and keeps the order id', async () => {
    const { orderId, url } = await placeOrder();
    server.use(
      http.post('*/api/shop/order/capture', () =>
        HttpResponse.json({ success: false, message: 'Payment declined' }, { status: 400 }),
      ),
    );
    await renderReturn(url);
    expect(
      await screen.findByRole('heading', { name: 'The payment could not be completed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Payment declined')).toBeInTheDocument();
    await waitFor(() => expect(captures.count()).toBe(1));
    expect(readCurrentOrderId()).toBe(orderId);
  });

  it('asks the order, and captures nothing more, when the capture gets no answer', async () => {
    const { orderId, url } = await placeOrder();
    server.use(http.post('*/api/shop/order/capture', () => HttpResponse.error()));
    await renderReturn(url);
    expect(
      await screen.findByRole('heading', { name: 'We could not confirm this payment yet' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(captures.count()).toBe(1));
    // The order may still be paid: its id stays for the account to check.
    expect(readCurrentOrderId()).toBe(orderId);
  });

  it('says in its own words that a capture refused on an earlier visit failed, without capturing again', async () => {
    const { url } = await placeOrder();
    const paymentId = new URL(url, 'http://x').searchParams.get('paymentId') ?? '';
    sessionStorage.setItem(`paypal-capture:${paymentId}`, 'failed');
    await renderReturn(url);
    expect(
      await screen.findByRole('heading', { name: 'The payment could not be completed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This payment could not be completed.')).toBeInTheDocument();
    expect(captures.count()).toBe(0);
  });

  it('explains the problem in Turkish once the language is switched', async () => {
    await signInAs('shopper');
    await renderReturn('/shop/paypal-return?paymentId=PAYID-1');
    await screen.findByRole('heading', { name: 'This payment link is incomplete' });
    await act(() => activateLocale('tr'));
    expect(screen.getByRole('heading', { name: 'Bu ödeme bağlantısında bilgi eksik' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Siparişleri Gör' })).toHaveAttribute('href', '/shop/account');
  });
});
