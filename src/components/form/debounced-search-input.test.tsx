import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DebouncedSearchInput, TABLE_SEARCH_DEBOUNCE_MS } from './debounced-search-input';

describe('DebouncedSearchInput', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('commits the trimmed text once typing pauses for 200 ms, unless told another pause', async () => {
    const onCommit = vi.fn();
    const { rerender } = renderWithProviders(
      <DebouncedSearchInput label="Search orders" value="" onCommit={onCommit} />,
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), {
      target: { value: ' izmir ' },
    });
    await act(() => vi.advanceTimersByTimeAsync(TABLE_SEARCH_DEBOUNCE_MS - 1));
    expect(onCommit).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('izmir');

    onCommit.mockClear();
    rerender(
      <DebouncedSearchInput label="Search orders" value="izmir" onCommit={onCommit} debounceMs={1000} />,
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ankara' } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(onCommit).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('ankara');
  });

  it('waits for the pause to commit an emptied box, or commits it at once when told to', async () => {
    const waits = vi.fn();
    const { unmount } = renderWithProviders(
      <DebouncedSearchInput label="Search orders" value="izmir" onCommit={waits} />,
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    expect(waits).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(TABLE_SEARCH_DEBOUNCE_MS));
    expect(waits).toHaveBeenCalledExactlyOnceWith('');
    unmount();

    const atOnce = vi.fn();
    renderWithProviders(
      <DebouncedSearchInput
        label="Search"
        value="lokum"
        onCommit={atOnce}
        commitEmptyAtOnce
        debounceMs={1000}
      />,
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  ' } });
    expect(atOnce).toHaveBeenCalledExactlyOnceWith('');
  });

  it('shows a committed value changed elsewhere (Back, a link) without committing the old text again', async () => {
    const onCommit = vi.fn();
    const { rerender } = renderWithProviders(
      <DebouncedSearchInput label="Search orders" value="izmir" onCommit={onCommit} />,
    );
    rerender(<DebouncedSearchInput label="Search orders" value="ankara" onCommit={onCommit} />);
    expect(screen.getByRole('searchbox')).toHaveValue('ankara');
    await act(() => vi.advanceTimersByTimeAsync(TABLE_SEARCH_DEBOUNCE_MS));
    expect(onCommit).not.toHaveBeenCalled();
  });
});
