import { getRouteApi } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { useUrlView } from './use-url-view';

const route = getRouteApi('/admin/orders');
const latest: { view?: ReturnType<typeof useOrdersView> } = {};
const options: { keep?: (search: object) => void } = {};

function useOrdersView() {
  return useUrlView(route, 'q', { keep: options.keep });
}

/** Shows the committed text and hands the view to the test. */
function OrdersView() {
  const view = useOrdersView();
  useEffect(() => {
    latest.view = view;
  });
  return <output aria-label="Committed text">{view.text}</output>;
}

async function renderAt(url: string, keep?: (search: object) => void) {
  latest.view = undefined;
  options.keep = keep;
  const rendered = await renderWithRouter(OrdersView, { path: '/admin/orders', url });
  await screen.findByLabelText('Committed text');
  const current = () => {
    if (!latest.view) throw new Error('the view was not rendered');
    return latest.view;
  };
  return { ...rendered, current };
}

describe('useUrlView', () => {
  it('reads the view and the committed text from the URL', async () => {
    const { current } = await renderAt('/admin/orders?q=izmir&status=pending');
    expect(current().search).toEqual({ q: 'izmir', status: 'pending' });
    expect(current().text).toBe('izmir');
    expect(screen.getByLabelText('Committed text')).toHaveTextContent('izmir');
  });

  it('reads no text as empty', async () => {
    const { current } = await renderAt('/admin/orders?status=pending');
    expect(current().text).toBe('');
  });

  it('merges a change into the other parameters and adds a history entry, which Back undoes', async () => {
    const { router, current } = await renderAt('/admin/orders?q=izmir&status=pending');
    act(() => current().change({ status: 'rejected', sort: 'amount' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ q: 'izmir', status: 'rejected', sort: 'amount' }),
    );
    expect(router.history.canGoBack()).toBe(true);

    act(() => current().change({ status: undefined }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'izmir', sort: 'amount' }));

    act(() => router.history.back());
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ q: 'izmir', status: 'rejected', sort: 'amount' }),
    );
  });

  it('replaces the entry for a change asked to', async () => {
    const { router, current } = await renderAt('/admin/orders?status=pending');
    act(() => current().change({ status: 'rejected' }, { replace: true }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'rejected' }));
    expect(router.history.canGoBack()).toBe(false);
  });

  it('commits a text in place of the entry, keeping the other parameters, and an empty one as none', async () => {
    const { router, current } = await renderAt('/admin/orders?status=pending&q=izmir');
    act(() => current().commitText('ankara'));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'pending', q: 'ankara' }));
    expect(screen.getByLabelText('Committed text')).toHaveTextContent('ankara');
    expect(router.history.canGoBack()).toBe(false);

    act(() => current().commitText(''));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'pending' }));
    expect(current().text).toBe('');
    expect(router.history.canGoBack()).toBe(false);
  });

  it('keeps its functions from one render to the next (a search box commits through an effect)', async () => {
    const { current } = await renderAt('/admin/orders?q=izmir');
    const { change, commitText } = current();
    act(() => current().change({ status: 'pending' }));
    await waitFor(() => expect(current().search).toEqual({ q: 'izmir', status: 'pending' }));
    expect(current().change).toBe(change);
    expect(current().commitText).toBe(commitText);
  });

  it('shows the view a change asked for, then the URL again once it moves (Back)', async () => {
    const { router, current } = await renderAt('/admin/orders?status=pending');
    act(() => current().change({ status: 'rejected' }));
    expect(current().search).toEqual({ status: 'rejected' });
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'rejected' }));

    act(() => router.history.back());
    await waitFor(() => expect(current().search).toEqual({ status: 'pending' }));
  });

  it("hands every view the URL shows to `keep` (the listing keeps its own in the session's store)", async () => {
    const keep = vi.fn();
    const { router, current } = await renderAt('/admin/orders?status=pending', keep);
    await waitFor(() => expect(keep).toHaveBeenLastCalledWith({ status: 'pending' }));

    act(() => current().change({ sort: 'amount' }));
    await waitFor(() => expect(keep).toHaveBeenLastCalledWith({ status: 'pending', sort: 'amount' }));

    act(() => router.history.back());
    await waitFor(() => expect(keep).toHaveBeenLastCalledWith({ status: 'pending' }));
  });
});
