import { onSessionEnd } from '@/lib/session/session-end';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';

// What a payment keeps in this tab while the shopper is at the provider and back, apart from the capture itself
// (api/capture-once.ts). Its session storage (the order id, the capture markers) ends with the session by key
// (lib/session/session-end.ts); the captures under way in this page, here.

export type PaymentReturnOutcome =
  | { kind: 'success' }
  | { kind: 'missing-params' }
  | { kind: 'missing-order' }
  /** `message`: the server's reason, when it gave one. */
  | { kind: 'failed'; message?: string }
  | { kind: 'unconfirmed' };

const MARKER_PREFIX = STORAGE_KEYS.paymentCapturePrefix;
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

onSessionEnd(() => capturesInFlight.clear());
