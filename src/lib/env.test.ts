import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

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
