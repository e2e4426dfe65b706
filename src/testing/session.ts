import { DEMO_ADMIN, DEMO_SHOPPER } from '../../mocks/seed-accounts';
import { login } from '@/features/auth/api/auth-api';
import { useAuthStore } from '@/stores/auth-store';

/** Signs in through the mock backend, as the login screen would, and returns the user. */
export async function signInAs(account: 'shopper' | 'admin') {
  const credentials = account === 'admin' ? DEMO_ADMIN : DEMO_SHOPPER;
  const response = await login({ email: credentials.email, password: credentials.password });
  useAuthStore.getState().loginSucceeded(response.token, response.user);
  return response.user;
}
