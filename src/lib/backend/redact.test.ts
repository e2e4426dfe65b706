import { describe, expect, it } from 'vitest';
import { redactPath } from './redact';

describe('redactPath: what a log may show of an address', () => {
  it('hides a password-reset token, in the API path and in the page path', () => {
    expect(redactPath('/api/auth/reset-password/3f9a2c7e5b1d')).toBe('/api/auth/reset-password/[redacted]');
    expect(redactPath('/auth/reset-password/abc/def?x=1')).toBe('/auth/reset-password/[redacted]?x=1');
  });

  it('hides query values that name a token, key, code or password, and any email address', () => {
    expect(redactPath('/api/auth/verify?token=s3cret&lang=tr')).toBe(
      '/api/auth/verify?token=[redacted]&lang=tr',
    );
    expect(redactPath('/x?email=ayse%40example.com')).toBe('/x?email=[redacted]');
    expect(redactPath('/x?q=ayse@example.com&page=2')).toBe('/x?q=[redacted]&page=2');
    expect(redactPath('/x?apiKey=1&code=2&password=3')).toBe(
      '/x?apiKey=[redacted]&code=[redacted]&password=[redacted]',
    );
  });

  it('hides an email address in a path segment (a search for one)', () => {
    expect(redactPath(`/api/shop/search/${encodeURIComponent('ayse@example.com')}`)).toBe(
      '/api/shop/search/[redacted]',
    );
  });

  it('leaves ordinary addresses as they are', () => {
    expect(redactPath('/api/shop/products/get/64b0c0a1f1e2d3c4b5a60002')).toBe(
      '/api/shop/products/get/64b0c0a1f1e2d3c4b5a60002',
    );
    expect(redactPath('/api/shop/products/get?category=Baklava&sortBy=price-lowtohigh')).toBe(
      '/api/shop/products/get?category=Baklava&sortBy=price-lowtohigh',
    );
    expect(redactPath('/api/auth/reset-password')).toBe('/api/auth/reset-password');
  });
});
