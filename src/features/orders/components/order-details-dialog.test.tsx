import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { getOrdersByUser } from '../api/orders-api';
import { orderQueries } from '../api/order-queries';
import type { Order } from '../schemas';
import { OrderDetailsDialog } from './order-details-dialog';

/** The order's View Details button beside a dialog that is open from its first render (a lazily loaded one). */
function OpenedWithItsButton({ order }: { order: Order }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" data-order-details-trigger={order._id}>
        View Details
      </button>
      <OrderDetailsDialog
        order={order}
        opened={opened}
        onClose={() => setOpened(false)}
        onClosed={() => undefined}
        detailsQuery={orderQueries.detail}
      />
    </>
  );
}

describe('OrderDetailsDialog', () => {
  it("gives the focus back to the order's button when it closes with the focus still inside it", async () => {
    const user = await signInAs('shopper');
    const [order] = await getOrdersByUser(user.id);
    if (!order) throw new Error('the seed has an order for the shopper');
    renderWithProviders(<OpenedWithItsButton order={order} />);
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    // Mantine noted no element to give the focus back to: the dialog was open before it could.
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'View Details' })).toHaveFocus();
  });
});
