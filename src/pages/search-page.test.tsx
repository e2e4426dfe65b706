import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countMockRequests, renderWithRouter } from '@/testing/render-with-router';
import { signInAs } from '@/testing/session';
import { SearchPage } from './search-page';

describe('SearchPage: the keyword waits for a 1000 ms pause in typing (docs/behaviour.md#limits)', () => {
  afterEach(() => vi.useRealTimers());

  it('sends nothing at 999 ms after the last keystroke, then the keyword at 1000 ms', async () => {
    await signInAs('shopper');
    const searches = countMockRequests('GET', '/api/shop/search/lokum');
    const { router } = await renderWithRouter(SearchPage, { path: '/shop/search' });
    const box = await screen.findByRole('searchbox', { name: 'Search' });

    // Only the debounce's timers stand still; promises, the router and the mock backend run as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: 'lok' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    // Still typing: the pause starts again from the last keystroke.
    fireEvent.change(box, { target: { value: 'lokum' } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(router.state.location.search).toEqual({});
    expect(searches.count()).toBe(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.search).toEqual({ keyword: 'lokum' });
    // The results arrive with the fake clock still in place: vi.waitFor moves it on between its checks.
    await vi.waitFor(() => {
      expect(searches.count()).toBe(1);
      expect(screen.getByText(/^\d+ results? for “lokum”$/)).toBeInTheDocument();
    });
    searches.stop();
  });
});
