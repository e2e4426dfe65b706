import { render, screen } from '@testing-library/react';
import { StrictMode, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countMockRequests } from '@/testing/render-with-router';
import { placeOrderAwaitingPayment } from '@/testing/orders';
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
  let lookups: ReturnType<typeof countMockRequests>;
  beforeEach(() => {
    resetPaymentReturns();
    captures = countMockRequests('POST', '/api/shop/order/capture');
  });
  afterEach(() => {
    captures.stop();
    lookups.stop();
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
});
