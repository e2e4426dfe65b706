import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { oweSignOut, signOutSettled } from '@/lib/session/pending-sign-out';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';
import { renderWithRouter } from '@/testing/render-with-router';
import { NetworkStatus } from './network-status';

const NOTICE = "Signing you out of the shop's server…";
/** Any sign-out call: these tests send nothing. */
const SIGN_OUT = { method: 'post', path: '/sign-out' } as const;

describe('the corner notices', () => {
  it('say a sign-out the server has not heard of yet until it is done', async () => {
    await renderWithRouter(NetworkStatus, { path: '/auth/login' });
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

    act(() => oweSignOut(SIGN_OUT, location.origin));

    // In the live region, so a screen reader hears it.
    expect((await screen.findByText(NOTICE)).closest('[aria-live="polite"]')).toHaveTextContent(
      /signed out on this device/,
    );
    act(() => signOutSettled());
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('hear it from another tab', async () => {
    await renderWithRouter(NetworkStatus, { path: '/auth/login' });

    // Another tab recorded it: this one learns through the storage event.
    act(() => {
      localStorage.setItem(STORAGE_KEYS.pendingSignOut, '1');
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.pendingSignOut }));
    });

    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  });
});
