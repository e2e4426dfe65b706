import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SORT } from '@/features/catalog/sort';
import { useFiltersStore } from '@/stores/filters-store';
import { settleAt } from '@/testing/settle-route';
import { signInAs } from '@/testing/session';

describe('the shop layout route guards every shop page', () => {
  it('sends a guest to sign in', async () => {
    expect((await settleAt('/shop/account')).pathname).toBe('/auth/login');
  });

  it('sends an admin to the dashboard', async () => {
    await signInAs('admin');
    expect((await settleAt('/shop/checkout')).pathname).toBe('/admin/dashboard');
  });

  it('lets a shopper in', async () => {
    await signInAs('shopper');
    expect((await settleAt('/shop/account')).pathname).toBe('/shop/account');
  });
});

describe('the admin layout route guards every admin page', () => {
  it('sends a guest to sign in', async () => {
    expect((await settleAt('/admin/orders')).pathname).toBe('/auth/login');
  });

  it('shows a shopper the no-access page', async () => {
    await signInAs('shopper');
    expect((await settleAt('/admin/products')).pathname).toBe('/unauth-page');
  });

  it('lets an admin in', async () => {
    await signInAs('admin');
    expect((await settleAt('/admin/features')).pathname).toBe('/admin/features');
  });
});

describe('the auth layout route keeps signed-in people out of the guest screens', () => {
  it('sends a shopper home', async () => {
    await signInAs('shopper');
    expect((await settleAt('/auth/register')).pathname).toBe('/shop/home');
  });

  it('sends an admin to the dashboard', async () => {
    await signInAs('admin');
    expect((await settleAt('/auth/login')).pathname).toBe('/admin/dashboard');
  });

  it('lets a guest in', async () => {
    expect((await settleAt('/auth/request-reset')).pathname).toBe('/auth/request-reset');
  });
});

describe('the listing route restores the filters the session kept', () => {
  afterEach(() => useFiltersStore.getState().reset());

  it('a bare /shop/listing (the header links) opens the stored view', async () => {
    await signInAs('shopper');
    useFiltersStore.getState().save({ categories: ['honey', 'baklava'], sortBy: 'title-ztoa' });

    const location = await settleAt('/shop/listing');

    expect(location.pathname).toBe('/shop/listing');
    expect(location.search).toEqual({ category: 'baklava,honey', sortBy: 'title-ztoa' });
  });

  it('a link with its own view wins over the stored one', async () => {
    await signInAs('shopper');
    useFiltersStore.getState().save({ categories: ['honey'], sortBy: 'title-ztoa' });

    const location = await settleAt(`/shop/listing?category=teas&sortBy=${DEFAULT_SORT}`);

    expect(location.search).toEqual({ category: 'teas', sortBy: DEFAULT_SORT });
  });

  it('nothing stored: the listing stays bare', async () => {
    await signInAs('shopper');
    expect((await settleAt('/shop/listing')).search).toEqual({});
  });
});
