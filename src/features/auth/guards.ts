import { redirect } from '@tanstack/react-router';
import type { User } from '@/lib/session/session-rules';
import { useAuthStore } from '@/stores/auth-store';

/** Only the admin role opens the back office. */
export function isAdmin(user: User | null | undefined) {
  return user?.role === 'admin';
}

/** Where a signed-in person belongs: admins to the dashboard, shoppers to the shop. */
export function homePathFor(user: User | null) {
  return isAdmin(user) ? ('/admin/dashboard' as const) : ('/shop/home' as const);
}

function session() {
  return useAuthStore.getState();
}

/** Login, register and the other auth screens: a signed-in user goes to their home. */
export function guestOnly() {
  const { isAuthenticated, user } = session();
  if (isAuthenticated) throw redirect({ to: homePathFor(user), replace: true });
}

/** The shopper area: guests sign in first, admins go to their dashboard. */
export function shopperOnly() {
  const { isAuthenticated, user } = session();
  if (!isAuthenticated) throw redirect({ to: '/auth/login', replace: true });
  if (isAdmin(user)) throw redirect({ to: '/admin/dashboard', replace: true });
}

/** The admin area: guests sign in first, shoppers see the no-access page. */
export function adminOnly() {
  const { isAuthenticated, user } = session();
  if (!isAuthenticated) throw redirect({ to: '/auth/login', replace: true });
  if (!isAdmin(user)) throw redirect({ to: '/unauth-page', replace: true });
}

/** The root: signed-in people go to their home, guests see the landing page. */
export function redirectSignedInFromRoot() {
  const { isAuthenticated, user } = session();
  if (isAuthenticated) throw redirect({ to: homePathFor(user), replace: true });
}
