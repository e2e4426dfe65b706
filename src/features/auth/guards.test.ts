import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { adminOnly, guestOnly, isAdmin, redirectSignedInFromRoot, shopperOnly } from './guards';

type Role = 'guest' | 'shopper' | 'admin';

function as(role: Role) {
  if (role === 'guest') return useAuthStore.getState().endSession();
  useAuthStore.getState().loginSucceeded('t', {
    id: role,
    userName: role,
    email: `${role}@lokum.shop`,
    role: role === 'admin' ? 'admin' : 'user',
  });
}

/** Where a guard sends the person, or null when it lets them through. */
function destination(guard: () => void) {
  try {
    guard();
    return null;
  } catch (thrown) {
    if (isRedirect(thrown)) return thrown.options.to;
    throw thrown;
  }
}

describe('route guards (docs/behaviour.md#auth)', () => {
  it.each([
    ['guest', null],
    ['shopper', '/shop/home'],
    ['admin', '/admin/dashboard'],
  ] as const)('root: %s → %s', (role, to) => {
    as(role);
    expect(destination(redirectSignedInFromRoot)).toBe(to);
  });

  it.each([
    ['guest', null],
    ['shopper', '/shop/home'],
    ['admin', '/admin/dashboard'],
  ] as const)('auth screens: %s → %s', (role, to) => {
    as(role);
    expect(destination(guestOnly)).toBe(to);
  });

  it.each([
    ['guest', '/auth/login'],
    ['shopper', null],
    ['admin', '/admin/dashboard'],
  ] as const)('shop area: %s → %s', (role, to) => {
    as(role);
    expect(destination(shopperOnly)).toBe(to);
  });

  it.each([
    ['guest', '/auth/login'],
    ['shopper', '/unauth-page'],
    ['admin', null],
  ] as const)('admin area: %s → %s', (role, to) => {
    as(role);
    expect(destination(adminOnly)).toBe(to);
  });

  it('treats only the admin role as admin', () => {
    const shopper = { id: 'u1', userName: 'Deniz Aydın', email: 'shopper@lokum.shop', role: 'user' };
    expect(isAdmin({ ...shopper, role: 'admin' })).toBe(true);
    expect(isAdmin(shopper)).toBe(false);
    expect(isAdmin({ ...shopper, role: 'seller' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
