import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { activateLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { OrderStatusBadge } from './order-status-badge';
import { OrderHistory } from './order-history';

const SEED_ORDER_ID = '64d000000000000000000001';

describe('OrderHistory', () => {
  it('lists orders with the date part only, and View Details opens and clears the dialog', async () => {
    const user = await signInAs('shopper');
    renderWithProviders(<OrderHistory userId={user.id} />);
    const row = (await screen.findByText(SEED_ORDER_ID)).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('2026-10-02')).toBeInTheDocument();
    expect(cells.getByText('Delivered')).toBeInTheDocument();

    await userEvent.click(cells.getByRole('button', { name: `View Details of order ${SEED_ORDER_ID}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(within(dialog).getByText('Ring twice, the bell is loud')).toBeInTheDocument();
    expect(within(dialog).getByText('paypal')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Order items' }).children).toHaveLength(1);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows an empty list, silently, when the orders fail to load', async () => {
    const user = await signInAs('shopper');
    server.use(
      http.get('*/api/shop/order/list/:userId', () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    renderWithProviders(<OrderHistory userId={user.id} />);
    expect(await screen.findByText('You have no orders yet.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});

describe('in Turkish', () => {
  it('names the known statuses, shows an unknown one as sent and a missing one as unknown', async () => {
    await act(() => activateLocale('tr'));
    renderWithProviders(
      <>
        <OrderStatusBadge status="inShipping" />
        <OrderStatusBadge status="onHold" />
        <OrderStatusBadge status="" />
      </>,
    );
    expect(screen.getByText('Kargoda')).toBeInTheDocument();
    expect(screen.getByText('onHold')).toBeInTheDocument();
    expect(screen.getByText('Bilinmiyor')).toBeInTheDocument();
  });

  it('switches the history and the details in place: headers, status, date, payment status', async () => {
    const user = await signInAs('shopper');
    renderWithProviders(<OrderHistory userId={user.id} />);
    const row = (await screen.findByText(SEED_ORDER_ID)).closest('tr');
    expect(row).not.toBeNull();

    await act(() => activateLocale('tr'));
    expect(screen.getByRole('heading', { name: 'Sipariş Geçmişi' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Sipariş Tarihi' })).toBeInTheDocument();
    const cells = within(row as HTMLElement);
    // Two-digit day and month, as Turkish shops write dates (the seed order is of 2 October 2026).
    expect(cells.getByText('02.10.2026')).toBeInTheDocument();
    expect(cells.getByText('Teslim Edildi')).toBeInTheDocument();

    const viewDetails = cells.getByRole('button', {
      name: `${SEED_ORDER_ID} numaralı sipariş için detayları gör`,
    });
    // The name holds the visible label, so a speech user can say what they see (WCAG 2.5.3, label in name).
    expect(viewDetails).toHaveTextContent('Detayları Gör');
    await userEvent.click(viewDetails);
    const dialog = await screen.findByRole('dialog', { name: 'Sipariş Detayları' });
    expect(within(dialog).getByText('Ödendi')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Adet: 2 · Fiyat: \$\d+,\d{2}$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Siparişteki ürünler' })).toBeInTheDocument();
  });
});
