import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './safe-image-url';

describe('safeImageUrl', () => {
  it.each([
    'https://cdn.example.com/baklava.jpg',
    'http://res.cloudinary.com/demo/image/upload/lokum.png',
    'HTTPS://CDN.EXAMPLE.COM/A.PNG',
    '/images/products/antep.svg',
    'images/products/antep.svg',
    'blob:http://localhost:5173/3f1c2a8e-0b1d-4c5e-9f00-1a2b3c4d5e6f',
    'data:image/png;base64,iVBORw0KGgo=',
    'DATA:IMAGE/SVG+XML,%3Csvg%2F%3E',
  ])('keeps %s', (url) => {
    expect(safeImageUrl(url)).toBe(url);
  });

  it('trims the address it keeps', () => {
    expect(safeImageUrl('  https://cdn.example.com/a.jpg\n')).toBe('https://cdn.example.com/a.jpg');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    'vbscript:msgbox("x")',
    'VBScript:msgbox("x")',
    'data:text/html,<script>alert(1)</script>',
    'data:,image/png',
    'data: image/png;base64,AAAA',
    'file:///etc/passwd',
    'ftp://example.com/a.png',
    'mailto:someone@example.com',
    'http://[::1',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(safeImageUrl(url)).toBeUndefined();
  });

  it('refuses values that are not text', () => {
    expect(safeImageUrl(undefined)).toBeUndefined();
    expect(safeImageUrl(null)).toBeUndefined();
    expect(safeImageUrl(42)).toBeUndefined();
    expect(safeImageUrl({ toString: () => 'https://cdn.example.com/a.jpg' })).toBeUndefined();
  });
});
