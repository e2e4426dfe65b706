/** docs/behaviour.md#cart-and-checkout: the order id waits in session storage while the shopper is at the payment provider. */
const CURRENT_ORDER_KEY = 'currentOrderId';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
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

/** Only a web address is followed: a `javascript:` or `data:` approval URL from a bad answer is refused. */
export function isHttpUrl(value: string) {
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Leaving the app for the provider's page; an object so tests can watch it instead of jsdom navigating. */
export const externalNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};
