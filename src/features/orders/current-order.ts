import { STORAGE_KEYS } from '@/lib/device/storage-keys';

/** docs/behaviour.md#cart-and-checkout: the order id waits in session storage while the shopper is at the payment provider. */
const CURRENT_ORDER_KEY = STORAGE_KEYS.currentOrder;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): nothing is kept, the answer is undefined.
  }
}

export function saveCurrentOrderId(orderId: string) {
  storage()?.setItem(CURRENT_ORDER_KEY, JSON.stringify(orderId));
}

export function readCurrentOrderId(): string | null {
  const raw = storage()?.getItem(CURRENT_ORDER_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' && value ? value : null;
  } catch {
    // Written by an older build as a bare string.
    return raw;
  }
}

export function clearCurrentOrderId() {
  storage()?.removeItem(CURRENT_ORDER_KEY);
}

/**
 * PayPal's approval pages, live and sandbox (its approval URLs are https://www.paypal.com/checkoutnow?token=…
 * and the sandbox's twin), over https only.
 */
const PAYPAL_ORIGINS = [
  'https://www.paypal.com',
  'https://paypal.com',
  'https://www.sandbox.paypal.com',
  'https://sandbox.paypal.com',
];

/**
 * The approval address from the backend is followed only where payments go: PayPal, this page's origin (the
 * mock backend's provider page), the API's origin, and the hosts named for this build or server
 * (VITE_PAYMENT_HOSTS, PAYMENT_HOSTS). A `javascript:` or `data:` address, or any other host, from a bad or
 * tampered answer is refused.
 */
export function isAllowedApprovalUrl(value: string, allowedOrigins: readonly string[]) {
  try {
    const url = new URL(value, window.location.href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return [...PAYPAL_ORIGINS, ...allowedOrigins].includes(url.origin);
  } catch {
    return false;
  }
}

/** Every origin an approval address may lead to in this app, PayPal's aside. */
export function paymentOrigins(apiUrl: string, configured: readonly string[]) {
  return [window.location.origin, new URL(apiUrl).origin, ...configured];
}

/** Leaving the app for the provider's page; an object so tests can watch it instead of jsdom navigating. */
export const externalNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};
