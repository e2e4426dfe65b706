import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';
import { placeOrderAwaitingPayment } from '@/testing/orders';
import { countMockRequests } from '@/testing/render-with-router';
import { readCurrentOrderId } from '../current-order';
import { completePaymentReturn, resetPaymentReturns } from './capture-once';

const CAPTURE = '*/api/shop/order/capture';

/** What this tab keeps about the capture of `paymentId` (session storage), as a reload would find it. */
function markerOf(paymentId: string) {
  return sessionStorage.getItem(STORAGE_KEYS.paymentCapturePrefix + paymentId);
}

/** The order as the backend now holds it: e.g. paid at the provider without the shop confirming it yet. */
function setOrderOnServer(orderId: string, statuses: { paymentStatus: string; orderStatus: string }) {
  const order = db.state.orders.find((candidate) => candidate._id === orderId);
  if (!order) throw new Error(`No order ${orderId} in the mock backend`);
  Object.assign(order, statuses);
}

/** The shopper reloads the return page: this page load's captures are forgotten, session storage stays. */
function reload() {
  resetPaymentReturns();
}

function returnFrom(paymentId: string) {
  return completePaymentReturn({ paymentId, payerId: 'PAYER1' });
}

describe('completePaymentReturn when the capture does not simply succeed', () => {
  let captures: ReturnType<typeof countMockRequests>;
  let lookups: ReturnType<typeof countMockRequests> | undefined;
  beforeEach(() => {
    resetPaymentReturns();
    captures = countMockRequests('POST', '/api/shop/order/capture');
    lookups = undefined;
  });
  afterEach(() => {
    captures.stop();
    lookups?.stop();
  });

  async function placeOrder() {
    const placed = await placeOrderAwaitingPayment();
    lookups = countMockRequests('GET', `/api/shop/order/details/${placed.orderId}`);
    return placed;
  }

  describe('a capture the server refuses', () => {
    beforeEach(() => {
      server.use(
        http.post(CAPTURE, () =>
          HttpResponse.json({ success: false, message: 'Payment declined' }, { status: 400 }),
        ),
      );
    });

    it('fails with the server’s reason, asks nothing more and keeps the order id', async () => {
      const { orderId, paymentId } = await placeOrder();

      await expect(returnFrom(paymentId)).resolves.toEqual({ kind: 'failed', message: 'Payment declined' });
      expect(captures.count()).toBe(1);
      expect(lookups?.count()).toBe(0);
      expect(readCurrentOrderId()).toBe(orderId);
      expect(markerOf(paymentId)).toBe('failed');
    });

    it('is remembered: after a reload the return fails again without capturing or asking the order', async () => {
      const { paymentId } = await placeOrder();
      await returnFrom(paymentId);
      reload();

      // No reason this time: the page says it in its own words.
      await expect(returnFrom(paymentId)).resolves.toEqual({ kind: 'failed' });
      expect(captures.count()).toBe(1);
      expect(lookups?.count()).toBe(0);
    });
  });

  describe('a capture that gets no answer asks the order, never capturing again', () => {
    it('is unconfirmed while the order is still pending, and keeps the order id for the account to check', async () => {
      const { orderId, paymentId } = await placeOrder();
      server.use(http.post(CAPTURE, () => HttpResponse.error()));

      await expect(returnFrom(paymentId)).resolves.toEqual({ kind: 'unconfirmed' });
      expect(captures.count()).toBe(1);
      expect(lookups?.count()).toBe(1);
      expect(readCurrentOrderId()).toBe(orderId);
      expect(markerOf(paymentId)).toBe('started');
    });

    it('after a reload asks the order again instead of capturing a second time', async () => {
      const { paymentId } = await placeOrder();
      server.use(http.post(CAPTURE, () => HttpResponse.error()));
      await returnFrom(paymentId);
      reload();

      await expect(returnFrom(paymentId)).resolves.toEqual({ kind: 'unconfirmed' });
      expect(captures.count()).toBe(1);
      expect(lookups?.count()).toBe(2);
    });

    it('succeeds when the capture went through though its answer was lost, and clears the order id', async () => {
      const { orderId, paymentId } = await placeOrder();
      server.use(
        http.post(CAPTURE, () => {
          setOrderOnServer(orderId, { paymentStatus: 'paid', orderStatus: 'confirmed' });
          return HttpResponse.error();
        }),
      );

      await expect(returnFrom(paymentId)).resolves.toEqual({ kind: 'success' });
      expect(captures.count()).toBe(1);
      expect(readCurrentOrderId()).toBeNull();
      expect(markerOf(paymentId)).toBe('done');
    });
  });

  it('asks the order when the capture’s answer cannot be read', async () => {
    const { orderId, paymentId } = await placeOrder();
    server.use(http.post(CAPTURE, () => HttpResponse.json({ success: true, data: 'not an order' })));

    await expect(returnFrom(paymentId)).resolves.toEqual({ kind: 'unconfirmed' });
    expect(lookups?.count()).toBe(1);
    expect(readCurrentOrderId()).toBe(orderId);
  });

  describe('a return whose capture was already sent on an earlier visit (marker "started")', () => {
    async function placeOrderCaptureStarted() {
      const placed = await placeOrder();
      sessionStorage.setItem(STORAGE_KEYS.paymentCapturePrefix + placed.paymentId, 'started');
      return placed;
    }

    it('is unconfirmed, without capturing, while the order is neither paid nor confirmed', async () => {
      const { orderId, paymentId } = await placeOrderCaptureStarted();

      await expect(returnFrom(paymentId)).resolves.toEqual({ kind: 'unconfirmed' });
      expect(captures.count()).toBe(0);
      expect(lookups?.count()).toBe(1);
      expect(readCurrentOrderId()).toBe(orderId);
      expect(markerOf(paymentId)).toBe('started');
    });

    it.each([
      { paymentStatus: 'paid', orderStatus: 'pending' },
      { paymentStatus: 'pending', orderStatus: 'confirmed' },
      { paymentStatus: 'paid', orderStatus: 'confirmed' },
    ])(
      'succeeds without capturing when the order is $paymentStatus and $orderStatus, and clears the order id',
      async (statuses) => {
        const { orderId, paymentId } = await placeOrderCaptureStarted();
        setOrderOnServer(orderId, statuses);

        await expect(returnFrom(paymentId)).resolves.toEqual({ kind: 'success' });
        expect(captures.count()).toBe(0);
        expect(readCurrentOrderId()).toBeNull();
        expect(markerOf(paymentId)).toBe('done');
      },
    );

    it('once found paid, a later reload succeeds without asking the order again', async () => {
      const { orderId, paymentId } = await placeOrderCaptureStarted();
      setOrderOnServer(orderId, { paymentStatus: 'paid', orderStatus: 'confirmed' });
      await returnFrom(paymentId);
      reload();

      await expect(returnFrom(paymentId)).resolves.toEqual({ kind: 'success' });
      expect(captures.count()).toBe(0);
      expect(lookups?.count()).toBe(1);
    });

    it('is unconfirmed when the order cannot be looked up', async () => {
      const { orderId, paymentId } = await placeOrderCaptureStarted();
      server.use(
        http.get('*/api/shop/order/details/:id', () =>
          HttpResponse.json({ success: false, message: 'Server down' }, { status: 500 }),
        ),
      );

      await expect(returnFrom(paymentId)).resolves.toEqual({ kind: 'unconfirmed' });
      expect(captures.count()).toBe(0);
      expect(readCurrentOrderId()).toBe(orderId);
    });

    it('is unconfirmed, asking nothing, when the saved order id is gone', async () => {
      const { paymentId } = await placeOrderCaptureStarted();
      sessionStorage.removeItem(STORAGE_KEYS.currentOrder);

      await expect(returnFrom(paymentId)).resolves.toEqual({ kind: 'unconfirmed' });
      expect(captures.count()).toBe(0);
      expect(lookups?.count()).toBe(0);
    });
  });
});
