import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage-keys';
import { KEPT_CATALOGUE_CACHE } from '../worker-names';
import { clearSessionLeftovers, onSessionEnd } from './session-end';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('what a session leaves behind, cleared when it ends', () => {
  it('runs the resets that modules registered, until they unregister', () => {
    const reset = vi.fn();
    const unregister = onSessionEnd(reset);
    clearSessionLeftovers();
    expect(reset).toHaveBeenCalledTimes(1);
    unregister();
    clearSessionLeftovers();
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('clears the session’s entries of session storage by key, and only those', () => {
    sessionStorage.setItem(STORAGE_KEYS.listingFilters, '{}');
    sessionStorage.setItem(STORAGE_KEYS.currentOrder, 'o1');
    sessionStorage.setItem(`${STORAGE_KEYS.paymentCapturePrefix}o1`, 'done');
    sessionStorage.setItem('someone-elses-key', 'kept');
    clearSessionLeftovers();
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('someone-elses-key')).toBe('kept');
  });

  it('deletes the catalogue answers the service worker keeps', () => {
    const remove = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('caches', { delete: remove });
    clearSessionLeftovers();
    expect(remove).toHaveBeenCalledWith(KEPT_CATALOGUE_CACHE);
  });

  it('goes on without session storage', () => {
    const reset = vi.fn();
    const unregister = onSessionEnd(reset);
    vi.stubGlobal('sessionStorage', {
      get length(): number {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(() => clearSessionLeftovers()).not.toThrow();
    expect(reset).toHaveBeenCalled();
    unregister();
  });
});
