import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import {
  clearCurrentOrderId,
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
