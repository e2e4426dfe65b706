import { render, screen } from '@testing-library/react';
import { StrictMode, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';
import { countMockRequests } from '@/testing/render-with-router';
import { placeOrderAwaitingPayment } from '@/testing/orders';
import { signInAs } from '@/testing/session';
import { readCurrentOrderId } from '../current-order';
import { completePaymentReturn, resetPaymentReturns, type PaymentReturnOutcome } from './capture-once';

/** An order placed as checkout places it, its id saved for the return; answers the provider's paymentId. */
async function placeOrder() {
  const { orderId, paymentId } = await placeOrderAwaitingPayment();
  return { orderId, paymentId };
}

/** The payment return's effect as the page runs it (paypal-return-page.tsx), without the router around it. */
function ReturnEffect({ paymentId }: { paymentId: string }) {
  const [outcome, setOutcome] = useState<PaymentReturnOutcome | null>(null);
  useEffect(() => {
    let active = true;
    void completePaymentReturn({ paymentId, payerId: 'PAYER1' }).then((result) => {
      if (active) setOutcome(result);
    });
    return () => {
      active = false;
    };
  }, [paymentId]);
  return <p>{outcome ? `outcome: ${outcome.kind}` : 'waiting'}</p>;
}

describe('completePaymentReturn', () => {
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

  it('under StrictMode (the effect runs twice) sends exactly one capture request and asks nothing else', async () => {
    const { orderId, paymentId } = await placeOrder();
    lookups = countMockRequests('GET', `/api/shop/order/details/${orderId}`);

    render(
      <StrictMode>
        <ReturnEffect paymentId={paymentId} />
      </StrictMode>,
    );

    expect(await screen.findByText('outcome: success')).toBeInTheDocument();
    expect(captures.count()).toBe(1);
    // The second run shares the first one's capture: it neither captures again nor asks the order meanwhile.
    expect(lookups.count()).toBe(0);
  });

  it('gives a second call for the same payment the first call’s promise', async () => {
    const { orderId, paymentId } = await placeOrder();
    lookups = countMockRequests('GET', `/api/shop/order/details/${orderId}`);

    const first = completePaymentReturn({ paymentId, payerId: 'PAYER1' });
    const second = completePaymentReturn({ paymentId, payerId: 'PAYER1' });

    expect(second).toBe(first);
    await expect(first).resolves.toEqual({ kind: 'success' });
    expect(captures.count()).toBe(1);
  });

  it('after a success clears the saved order id, and a reload succeeds again without capturing or asking', async () => {
    const { orderId, paymentId } = await placeOrder();
    lookups = countMockRequests('GET', `/api/shop/order/details/${orderId}`);

    const first = completePaymentReturn({ paymentId, payerId: 'PAYER1' });
    await expect(first).resolves.toEqual({ kind: 'success' });
    expect(readCurrentOrderId()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.paymentCapturePrefix + paymentId)).toBe('done');

    // A reload: this page load's captures are forgotten, session storage stays.
    resetPaymentReturns();
    const again = completePaymentReturn({ paymentId, payerId: 'PAYER1' });
    expect(again).not.toBe(first);
    await expect(again).resolves.toEqual({ kind: 'success' });
    expect(captures.count()).toBe(1);
    expect(lookups.count()).toBe(0);
  });

  it('marks the capture as started before its answer arrives, so a reload meanwhile never captures again', async () => {
    const { paymentId } = await placeOrder();
    const markerKey = STORAGE_KEYS.paymentCapturePrefix + paymentId;
    let markerWhileCapturing: string | null = null;
    const onCapture = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname !== '/api/shop/order/capture') return;
      markerWhileCapturing = sessionStorage.getItem(markerKey);
    };
    server.events.on('request:start', onCapture);
    try {
      await completePaymentReturn({ paymentId, payerId: 'PAYER1' });
    } finally {
      server.events.removeListener('request:start', onCapture);
    }
    expect(markerWhileCapturing).toBe('started');
  });

  it.each([
    { paymentId: 'PAYID-1', payerId: undefined },
    { paymentId: undefined, payerId: 'PAYER1' },
    { paymentId: '', payerId: '' },
  ])('answers missing-params for $paymentId / $payerId without capturing', async (params) => {
    await signInAs('shopper');
    await expect(completePaymentReturn(params)).resolves.toEqual({ kind: 'missing-params' });
    expect(captures.count()).toBe(0);
  });

  it('answers missing-order, without capturing, when no order id was saved for the return', async () => {
    await signInAs('shopper');
    await expect(completePaymentReturn({ paymentId: 'PAYID-1', payerId: 'PAYER1' })).resolves.toEqual({
      kind: 'missing-order',
    });
    expect(captures.count()).toBe(0);
    expect(sessionStorage.getItem(`${STORAGE_KEYS.paymentCapturePrefix}PAYID-1`)).toBeNull();
  });
});
