import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';
import {
  clearCurrentOrderId,
  externalNavigation,
  isAllowedApprovalUrl,
  paymentOrigins,
  readCurrentOrderId,
  saveCurrentOrderId,
} from './current-order';

describe('the order waiting for its payment (session storage)', () => {
  it('is kept, read back and cleared', () => {
    expect(readCurrentOrderId()).toBeNull();
    saveCurrentOrderId('64d000000000000000000042');
    expect(sessionStorage.getItem(STORAGE_KEYS.currentOrder)).toBe('"64d000000000000000000042"');
    expect(readCurrentOrderId()).toBe('64d000000000000000000042');
    clearCurrentOrderId();
    expect(readCurrentOrderId()).toBeNull();
  });

  it('reads an id an older build kept as a bare string, and nothing from an empty or odd value', () => {
    sessionStorage.setItem(STORAGE_KEYS.currentOrder, '64d000000000000000000042');
    expect(readCurrentOrderId()).toBe('64d000000000000000000042');
    for (const odd of ['""', '42', 'null', '{"id":"x"}', '']) {
      sessionStorage.setItem(STORAGE_KEYS.currentOrder, odd);
      expect(readCurrentOrderId(), odd).toBeNull();
    }
  });
});

describe('isAllowedApprovalUrl: the provider’s address is followed only to where payments go', () => {
  const API = 'https://api.lokum.example';

  it.each([
    'https://www.paypal.com/checkoutnow?token=EC-1',
    'https://paypal.com/checkoutnow?token=EC-1',
    'https://www.sandbox.paypal.com/checkoutnow?token=EC-1',
    'https://sandbox.paypal.com/checkoutnow?token=EC-1',
    `${API}/pay/approve?token=EC-1`,
  ])('follows %s', (url) => {
    expect(isAllowedApprovalUrl(url, [API])).toBe(true);
  });

  it('follows a relative address on this page’s origin when it is allowed', () => {
    expect(isAllowedApprovalUrl('/mock-paypal?token=EC-1', [window.location.origin])).toBe(true);
    expect(isAllowedApprovalUrl('/mock-paypal?token=EC-1', [API])).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://www.paypal.com/checkoutnow?token=EC-1',
    'https://www.paypal.com.evil.example/checkoutnow',
    'https://evil.example/?https://www.paypal.com',
    'ftp://www.paypal.com/',
    'https://[not an address',
    // Not http(s), though its origin is PayPal's.
    'blob:https://www.paypal.com/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
  ])('refuses %s', (url) => {
    expect(isAllowedApprovalUrl(url, [API])).toBe(false);
  });
});

it('paymentOrigins: this page, the API’s origin and the hosts named for the build', () => {
  expect(paymentOrigins('https://api.lokum.example/api', ['https://pay.lokum.example'])).toEqual([
    window.location.origin,
    'https://api.lokum.example',
    'https://pay.lokum.example',
  ]);
});

describe('when the browser refuses session storage (a privacy setting)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps no order id, reads none and clears without throwing', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => saveCurrentOrderId('64d000000000000000000042')).not.toThrow();
    expect(readCurrentOrderId()).toBeNull();
    expect(() => clearCurrentOrderId()).not.toThrow();
  });
});

it('externalNavigation.assign sends the browser to the address', () => {
  const start = window.location.href;
  try {
    // jsdom follows only a change of the fragment; a real browser leaves for the provider the same way.
    externalNavigation.assign('#to-the-provider');
    expect(window.location.hash).toBe('#to-the-provider');
  } finally {
    window.history.replaceState(null, '', start);
  }
});
