import { clearCurrentOrderId } from './current-order';

// What a payment keeps in this tab while the shopper is at the provider and back, apart from the capture itself
// (api/capture-once.ts): start-up imports forgetPaymentSession for the end of a session, without the orders API.

export type PaymentReturnOutcome =
  | { kind: 'success' }
  | { kind: 'missing-params' }
  | { kind: 'missing-order' }
  /** `message`: the server's reason, when it gave one. */
  | { kind: 'failed'; message?: string }
  | { kind: 'unconfirmed' };

const MARKER_PREFIX = 'paypal-capture:';
type Marker = 'started' | 'done' | 'failed';

export function readMarker(paymentId: string): Marker | null {
  const value = sessionStorage.getItem(MARKER_PREFIX + paymentId);
  return value === 'started' || value === 'done' || value === 'failed' ? value : null;
}

export function writeMarker(paymentId: string, marker: Marker) {
  sessionStorage.setItem(MARKER_PREFIX + paymentId, marker);
}

/** One capture per paymentId for this page load: StrictMode's second effect run and any re-mount share it. */
export const capturesInFlight = new Map<string, Promise<PaymentReturnOutcome>>();

/**
 * What the session kept in this tab's session storage for a payment (the order id, the capture markers): it ends
 * with the session, so the next person at this computer finds nothing of it.
 */
export function forgetPaymentSession() {
  clearCurrentOrderId();
  capturesInFlight.clear();
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
