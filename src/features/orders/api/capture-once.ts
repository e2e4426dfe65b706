import { errorMessage, isApiError } from '@/lib/backend/api-error';
import { clearCurrentOrderId, readCurrentOrderId } from '../current-order';
import { capturesInFlight, readMarker, writeMarker, type PaymentReturnOutcome } from '../payment-session';
import { capturePayment, getOrderDetails } from './orders-api';

export type { PaymentReturnOutcome };

/**
 * Finishes a return from the payment provider, sending the capture at most once per paymentId.
 * The in-memory map covers StrictMode and re-mounts; the session-storage marker covers a reload, Back and
 * Forward: a capture that was already sent is never sent again, its outcome is looked up instead.
 */
export function completePaymentReturn(params: {
  paymentId: string | undefined;
  payerId: string | undefined;
}): Promise<PaymentReturnOutcome> {
  const { paymentId, payerId } = params;
  if (!paymentId || !payerId) return Promise.resolve({ kind: 'missing-params' });
  let outcome = capturesInFlight.get(paymentId);
  if (!outcome) {
    outcome = run(paymentId, payerId);
    capturesInFlight.set(paymentId, outcome);
  }
  return outcome;
}

async function run(paymentId: string, payerId: string): Promise<PaymentReturnOutcome> {
  const marker = readMarker(paymentId);
  if (marker === 'done') return { kind: 'success' };
  // Refused on an earlier visit: the page says so in its own words.
  if (marker === 'failed') return { kind: 'failed' };
  const orderId = readCurrentOrderId();
  if (marker === 'started') return orderId ? lookUpOutcome(paymentId, orderId) : { kind: 'unconfirmed' };
  if (!orderId) return { kind: 'missing-order' };

  writeMarker(paymentId, 'started');
  try {
    await capturePayment({ paymentId, payerId, orderId });
  } catch (error) {
    if (isApiError(error) && error.kind === 'http') {
      // The server answered and refused: nothing was charged.
      writeMarker(paymentId, 'failed');
      return { kind: 'failed', message: errorMessage(error) };
    }
    // No answer, no answer in time, or one we cannot read: the capture may have gone through. Ask the order
    // rather than guess; the 'started' marker keeps a reload from capturing again.
    return lookUpOutcome(paymentId, orderId);
  }
  writeMarker(paymentId, 'done');
  clearCurrentOrderId();
  return { kind: 'success' };
}

/** The capture's outcome is unknown (the page was left, or no clear answer came): ask the order, never capture again. */
async function lookUpOutcome(paymentId: string, orderId: string): Promise<PaymentReturnOutcome> {
  try {
    const order = await getOrderDetails(orderId);
    if (order.paymentStatus === 'paid' || order.orderStatus === 'confirmed') {
      writeMarker(paymentId, 'done');
      clearCurrentOrderId();
      return { kind: 'success' };
    }
  } catch {
    // Unknown state: say so rather than guess.
  }
  return { kind: 'unconfirmed' };
}

/** For tests: forget this page load's captures. */
export function resetPaymentReturns() {
  capturesInFlight.clear();
}
