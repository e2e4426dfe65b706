import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageData, PAGE_DATA_WAIT_LIMIT_MS } from './route-data';

describe('loadPageData', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const state = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('waits for every load, failed ones included, and never fails', async () => {
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const done = state(loadPageData([slow, Promise.reject(new Error('down'))]));
    await vi.advanceTimersByTimeAsync(100);
    expect(done()).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('lets the page show once the wait limit has passed, while the data is still on its way', async () => {
    const done = state(loadPageData([new Promise(() => undefined)]));
    await vi.advanceTimersByTimeAsync(PAGE_DATA_WAIT_LIMIT_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('with wait: false, lets the page show at once', async () => {
    const done = state(loadPageData([new Promise(() => undefined)], { wait: false }));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });
});
