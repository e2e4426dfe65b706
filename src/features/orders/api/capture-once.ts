import { errorMessage, isApiError } from '@/lib/api-error';
import { clearCurrentOrderId, readCurrentOrderId } from '../current-order';
import { capturePayment, getOrderDetails } from './orders-api';

export type PaymentReturnOutcome =
  | { kind: 'success' }
  | { kind: 'missing-params' }
  | { kind: 'missing-order' }
  /** `message`: the server's reason, when it gave one. */
  | { kind: 'failed'; message?: string }
  | { kind: 'unconfirmed' };

const MARKER_PREFIX = 'paypal-capture:';
type Marker = 'started' | 'done' | 'failed';

function readMarker(paymentId: string): Marker | null {
  const value = sessionStorage.getItem(MARKER_PREFIX + paymentId);
  return value === 'started' || value === 'done' || value === 'failed' ? value : null;
}

function writeMarker(paymentId: string, marker: Marker) {
  sessionStorage.setItem(MARKER_PREFIX + paymentId, marker);
}

// One promise per paymentId for this page load: StrictMode's second effect run and any re-mount share it.
const inFlight = new Map<string, Promise<PaymentReturnOutcome>>();

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
  let outcome = inFlight.get(paymentId);
  if (!outcome) {
    outcome = run(paymentId, payerId);
    inFlight.set(paymentId, outcome);
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

/**
 * What the session kept in this tab's session storage for a payment (the order id, the capture markers): it ends
 * with the session, so the next person at this computer finds nothing of it.
 */
export function forgetPaymentSession() {
  clearCurrentOrderId();
  inFlight.clear();
  try {
    const markers: string[] = [];
    for (let index = 0; index < sessionStorage.length; index += 1) {
      const key = sessionStorage.key(index);
      if (key?.startsWith(MARKER_PREFIX)) markers.push(key);
    }
    for (const key of markers) sessionStorage.removeItem(key);
  } catch {
    // No session storage: nothing was kept.
  }
}

/** For tests: forget this page load's captures. */
export function resetPaymentReturns() {
  inFlight.clear();
}
