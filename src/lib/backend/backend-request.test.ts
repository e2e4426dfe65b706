import { describe, expect, it } from 'vitest';
import { requestCredentials, requestHeaders, type BackendRequest } from './backend-request';

const read: BackendRequest = { method: 'get', path: '/api/shop/products/get' };
const write: BackendRequest = { method: 'post', path: '/api/shop/cart/add' };
const signIn: BackendRequest = { method: 'post', path: '/api/auth/login', beginsSession: true };
const none = { cookieSession: false, signOutPending: false };

describe('the backend cookies a call carries', () => {
  it('go with every call of a session kept in the cookie, and with a call that may begin one', () => {
    expect(requestCredentials(read, { ...none, cookieSession: true })).toBe('include');
    expect(requestCredentials(write, { ...none, cookieSession: true })).toBe('include');
    expect(requestCredentials(signIn, none)).toBe('include');
  });

  it("stay at home for a guest's and a token session's calls on another site; on the page's own origin the browser decides", () => {
    expect(requestCredentials(read, none)).toBe('same-origin');
    expect(requestCredentials(write, none)).toBe('same-origin');
  });

  it('go with no call but the sign-out owed and a sign-in while a sign-out is owed, on any origin', () => {
    const owed = { cookieSession: false, signOutPending: true };
    expect(requestCredentials(read, owed)).toBe('omit');
    expect(requestCredentials(write, owed)).toBe('omit');
    expect(requestCredentials(signIn, owed)).toBe('include');
    // The owed sign-out goes for the cookie session it ends.
    expect(requestCredentials(write, { cookieSession: true, signOutPending: true })).toBe('include');
  });
});

describe('the headers of a call', () => {
  it('mark every write with a fixed X-Requested-With, which no cross-site form can send', () => {
    for (const method of ['post', 'put', 'delete'] as const) {
      expect(requestHeaders({ method, path: '/api/x' }, null)).toEqual({
        'X-Requested-With': 'XMLHttpRequest',
      });
    }
    // A sign-out has no body: without the header it would be a request any other site may send.
    expect(requestHeaders({ method: 'post', path: '/api/auth/logout' }, 'jwt')).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      Authorization: 'Bearer jwt',
    });
  });

  it('leave reads as they are: no preflight for the catalog, and the early requests match the app', () => {
    expect(requestHeaders(read, null)).toEqual({});
    expect(
      requestHeaders({ ...read, headers: { 'Cache-Control': 'no-cache, no-store, must-revalidate' } }, 'jwt'),
    ).toEqual({ 'Cache-Control': 'no-cache, no-store, must-revalidate', Authorization: 'Bearer jwt' });
  });
});
