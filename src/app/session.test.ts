import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { DEMO_SHOPPER } from '../../mocks/seed-accounts';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';
import { useAuthStore } from '@/stores/auth-store';
import { signInAs } from '@/testing/session';
import { checkSessionOnce, resetSessionCheck } from './session';

afterEach(() => resetSessionCheck());

describe('the start-up session check', () => {
  it('takes the server user on success', async () => {
    const user = await signInAs('shopper');
    // A stale copy in storage: the server's answer wins.
    useAuthStore.setState({ user: { ...user, userName: 'Old name' } });
    await checkSessionOnce();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      user: { id: user.id, userName: DEMO_SHOPPER.userName },
    });
  });

  it('keeps the stored user when the server cannot be reached', async () => {
    const user = await signInAs('shopper');
    server.use(http.get('*/api/auth/check-auth', () => HttpResponse.error()));
    await checkSessionOnce();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user });
  });

  it('keeps the stored user on a server error', async () => {
    const user = await signInAs('shopper');
    server.use(
      http.get('*/api/auth/check-auth', () =>
        HttpResponse.json({ success: false, message: 'Boom' }, { status: 503 }),
      ),
    );
    await checkSessionOnce();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user });
  });

  it('keeps the stored user when the answer cannot be read', async () => {
    const user = await signInAs('shopper');
    server.use(http.get('*/api/auth/check-auth', () => HttpResponse.json({ success: true, user: 42 })));
    await checkSessionOnce();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user });
  });

  it('clears the session when the server answers 401', async () => {
    await signInAs('shopper');
    useAuthStore.setState({ token: 'a-token-the-server-never-issued' });
    const before = useAuthStore.getState().sessionEndedAt;
    await checkSessionOnce();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
    expect(useAuthStore.getState().sessionEndedAt).toBeGreaterThanOrEqual(before);
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('runs once per page load and not at all for a guest', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/auth/check-auth')) calls += 1;
    });
    await Promise.all([checkSessionOnce(), checkSessionOnce()]);
    expect(calls).toBe(0);
    resetSessionCheck();
    await signInAs('shopper');
    await Promise.all([checkSessionOnce(), checkSessionOnce()]);
    expect(calls).toBe(1);
    server.events.removeAllListeners();
  });
});
