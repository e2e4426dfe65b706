import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { renderWithProviders } from '@/testing/render';
import { renderWithRouter } from '@/testing/render-with-router';
import { signInAs } from '@/testing/session';
import { AdminOrdersPage } from './admin-orders-page';
import {
  ORDER_STATUS_BADGE_COLOURS,
  OrderStatusBadge,
} from '@/features/orders/components/order-status-badge';

const SEED_ORDER = '64d000000000000000000001';

describe('OrderStatusBadge', () => {
  it.each([
    ['confirmed', 'Confirmed', ORDER_STATUS_BADGE_COLOURS.confirmed],
    ['rejected', 'Rejected', ORDER_STATUS_BADGE_COLOURS.rejected],
    ['pending', 'Pending', ORDER_STATUS_BADGE_COLOURS.other],
    ['inShipping', 'In Shipping', ORDER_STATUS_BADGE_COLOURS.other],
  ])('shows %s as %s on %s', (status, label, colour) => {
    renderWithProviders(<OrderStatusBadge status={status} />);
    const badge = screen.getByText(label).closest<HTMLElement>('.mantine-Badge-root');
    expect(badge?.style.getPropertyValue('--badge-bg')).toBe(colour);
  });
});

// The first answer can take a while on a busy machine.
const LOAD = { timeout: 5000 };
/** The table's columns: selection, order id, date, status, amount, details. */
const DATE_COLUMN = 2;

describe('AdminOrdersPage', () => {
  it("lists every order and updates a status: the server's message, then the refreshed table and dialog", async () => {
    await signInAs('admin');
    const user = userEvent.setup();
    await renderWithRouter(AdminOrdersPage, { path: '/admin/orders' });

    const row = (await screen.findByText(SEED_ORDER, {}, LOAD)).closest('tr');
    if (!row) throw new Error('order row missing');
    expect(within(row).getByText('2026-10-02')).toBeInTheDocument();
    expect(within(row).getByText('Delivered')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(await within(dialog).findByText('Moda Caddesi 42, Kadıköy')).toBeInTheDocument();

    const statusBox = within(dialog).getByRole('combobox', { name: 'Order Status' });
    await user.click(statusBox);
    // The bulk action's status list has the same options: pick from the one this box opened.
    const options = await waitFor(() => {
      const list = document.getElementById(statusBox.getAttribute('aria-controls') ?? '');
      if (!list) throw new Error('the status list did not open');
      return list;
    });
    await user.click(within(options).getByRole('option', { name: 'In Shipping', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Order Status' }));

    expect(await screen.findByText('Order status is updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('In Shipping')).toBeInTheDocument());
    expect(within(dialog).getAllByText('In Shipping').length).toBeGreaterThan(0);
    expect(db.state.orders[0]?.orderStatus).toBe('inShipping');
  });

  it("shows a confirmed order's status in the form although admins are not offered it", async () => {
    const order = db.state.orders[0];
    if (order) order.orderStatus = 'confirmed';
    await signInAs('admin');
    const user = userEvent.setup();
    await renderWithRouter(AdminOrdersPage, { path: '/admin/orders' });

    const row = (await screen.findByText(SEED_ORDER, {}, LOAD)).closest('tr');
    if (!row) throw new Error('order row missing');
    await user.click(within(row).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(await within(dialog).findByRole('combobox', { name: 'Order Status' })).toHaveValue('Confirmed');
  });

  it('shows an empty table when the load fails', async () => {
    // Signed out: the admin list answers 401.
    await renderWithRouter(AdminOrdersPage, { path: '/admin/orders' });
    expect(await screen.findByText('No orders yet', {}, LOAD)).toBeInTheDocument();
  });

  it('lists the newest order first when the URL names no sort', async () => {
    await signInAs('admin');
    await renderWithRouter(AdminOrdersPage, { path: '/admin/orders' });
    await screen.findByText(SEED_ORDER, {}, LOAD);

    const table = screen.getByRole('table', { name: 'All Orders' });
    const dates = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[DATE_COLUMN]?.textContent ?? '');
    expect(dates.length).toBe(db.state.orders.length);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2026-10-02');
    expect(within(table).getByRole('columnheader', { name: /Order Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('keeps the search, the dates and the sort when the status filter or the sort changes', async () => {
    await signInAs('admin');
    const user = userEvent.setup();
    const view = { q: 'Istanbul', from: '2026-09-01', to: '2026-10-31', sort: 'amount' };
    const { router } = await renderWithRouter(AdminOrdersPage, {
      path: '/admin/orders',
      url: `/admin/orders?${new URLSearchParams(view).toString()}`,
    });
    await screen.findByText(SEED_ORDER, {}, LOAD);

    await user.click(screen.getByRole('radio', { name: /^Pending \(/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ ...view, status: 'pending' }));
    expect(screen.getByLabelText('Search orders')).toHaveValue('Istanbul');

    await user.click(screen.getByRole('button', { name: /Order Date/ }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ ...view, status: 'pending', sort: undefined }),
    );

    await user.clear(screen.getByLabelText('Search orders'));
    await user.type(screen.getByLabelText('Search orders'), 'Bağdat');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        ...view,
        q: 'Bağdat',
        status: 'pending',
        sort: undefined,
      }),
    );
  });
});
