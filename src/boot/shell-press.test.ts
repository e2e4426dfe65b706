import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_PRESS_WAIT_MS, watchShellPresses } from './shell-press';

function shellWithLink() {
  const container = document.createElement('div');
  const link = document.createElement('a');
  link.href = '/auth/login';
  link.textContent = 'Login';
  container.append(link);
  document.body.append(container);
  return { container, link };
}

/** Whether the promise has settled after the pending timers and microtasks have run. */
async function hasSettled(promise: Promise<void>) {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('watchShellPresses', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('lets the app take over at once when nobody is pressing the shell', async () => {
    vi.useFakeTimers();
    const { container } = shellWithLink();
    expect(await hasSettled(watchShellPresses(container).settled())).toBe(true);
  });

  it('holds the app back from a press until its release and the click that follows it', async () => {
    vi.useFakeTimers();
    const { container, link } = shellWithLink();
    const presses = watchShellPresses(container);
    const clicks: string[] = [];
    link.addEventListener('click', (event) => {
      event.preventDefault();
      clicks.push('click');
    });
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));

    const settled = presses.settled();
    expect(await hasSettled(settled)).toBe(false);

    link.dispatchEvent(new Event('pointerup', { bubbles: true }));
    link.click();
    expect(await hasSettled(settled)).toBe(true);
    expect(clicks).toEqual(['click']);
  });

  it('stops waiting for a press held longer than the limit', async () => {
    vi.useFakeTimers();
    const { container, link } = shellWithLink();
    const presses = watchShellPresses(container);
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const settled = presses.settled();
    await vi.advanceTimersByTimeAsync(MAX_PRESS_WAIT_MS - 1);
    expect(await hasSettled(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await hasSettled(settled)).toBe(true);
  });

  it('stops watching once settled: a later press holds nothing back', async () => {
    vi.useFakeTimers();
    const { container, link } = shellWithLink();
    const presses = watchShellPresses(container);
    await presses.settled();
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await hasSettled(presses.settled())).toBe(true);
  });
});
