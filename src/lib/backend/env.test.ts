import { describe, expect, it } from 'vitest';
import { ConfigurationError, parseEnv, parsePaymentHosts, readPageApiUrl, readPagePaymentHosts } from './env';

describe('parseEnv', () => {
  it('means mock mode when VITE_API_URL is unset or empty', () => {
    expect(parseEnv({}).VITE_API_URL).toBeUndefined();
    expect(parseEnv({ VITE_API_URL: undefined }).VITE_API_URL).toBeUndefined();
    expect(parseEnv({ VITE_API_URL: '' }).VITE_API_URL).toBeUndefined();
  });

  it('keeps a valid http(s) origin without its trailing slashes', () => {
    expect(parseEnv({ VITE_API_URL: 'https://api.example.com' }).VITE_API_URL).toBe(
      'https://api.example.com',
    );
    expect(parseEnv({ VITE_API_URL: 'https://api.example.com/' }).VITE_API_URL).toBe(
      'https://api.example.com',
    );
    expect(parseEnv({ VITE_API_URL: 'http://localhost:5000//' }).VITE_API_URL).toBe('http://localhost:5000');
  });

  it('throws a clear error for anything else', () => {
    for (const value of ['not a url', 'ftp://files.example.com', 'localhost:5000', 42]) {
      expect(() => parseEnv({ VITE_API_URL: value })).toThrow(/Invalid VITE_API_URL/);
    }
  });
});

describe('readPageApiUrl (deploy build: the server writes API_URL into the page)', () => {
  const page = (meta: string) => new DOMParser().parseFromString(`<head>${meta}</head>`, 'text/html');

  it('reads the origin the server wrote, without its trailing slashes', () => {
    expect(readPageApiUrl(page('<meta name="api-url" content="https://api.example.com/" />'))).toBe(
      'https://api.example.com',
    );
    expect(readPageApiUrl(page('<meta name="api-url" content="http://127.0.0.1:4742" />'))).toBe(
      'http://127.0.0.1:4742',
    );
  });

  it('says the address is missing when the page carries none (a build served without the start step)', () => {
    for (const meta of ['', '<meta name="api-url" content="" />', '<meta name="api-url" content="  " />']) {
      expect(() => readPageApiUrl(page(meta))).toThrow(ConfigurationError);
      expect(() => readPageApiUrl(page(meta))).toThrow(/No backend address.*API_URL/);
    }
  });

  it('refuses anything but an http(s) URL, naming the value', () => {
    for (const value of ['javascript:alert(1)', 'ftp://files.example.com', 'api.example.com']) {
      expect(() => readPageApiUrl(page(`<meta name="api-url" content="${value}" />`))).toThrow(
        `Invalid API_URL "${value}"`,
      );
    }
  });
});

describe('payment hosts (VITE_PAYMENT_HOSTS, and PAYMENT_HOSTS written into the page by deploy/start.sh)', () => {
  it('reads host names (https), host:port and http(s) origins, separated by commas or spaces', () => {
    expect(parsePaymentHosts('')).toEqual([]);
    expect(parsePaymentHosts('pay.example.com, checkout.example.net:8443  http://127.0.0.1:9000')).toEqual([
      'https://pay.example.com',
      'https://checkout.example.net:8443',
      'http://127.0.0.1:9000',
    ]);
    expect(parsePaymentHosts('https://Pay.Example.com/')).toEqual(['https://pay.example.com']);
  });

  it('refuses an entry with a path, a query, credentials or another scheme, naming the setting', () => {
    for (const entry of [
      'pay.example.com/approve',
      'https://pay.example.com?x=1',
      'user@pay.example.com',
      'ftp://pay.example.com',
      'javascript:alert(1)',
    ]) {
      expect(() => parsePaymentHosts(entry)).toThrow(ConfigurationError);
      expect(() => parsePaymentHosts(entry)).toThrow(`Invalid VITE_PAYMENT_HOSTS entry "${entry}"`);
    }
  });

  it('reads the page\'s <meta name="payment-hosts">, none without one', () => {
    const page = (meta: string) => new DOMParser().parseFromString(`<head>${meta}</head>`, 'text/html');
    expect(readPagePaymentHosts(page(''))).toEqual([]);
    expect(readPagePaymentHosts(page('<meta name="payment-hosts" content="pay.example.com" />'))).toEqual([
      'https://pay.example.com',
    ]);
    expect(() => readPagePaymentHosts(page('<meta name="payment-hosts" content="a/b" />'))).toThrow(
      'Invalid PAYMENT_HOSTS entry "a/b"',
    );
  });
});
