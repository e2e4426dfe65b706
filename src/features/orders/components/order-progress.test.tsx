import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { Order } from '../schemas';
import { OrderProgress } from './order-progress';

const order = (orderStatus: string): Order => ({
  _id: '64d000000000000000000099',
  cartItems: [],
  addressInfo: null,
  orderStatus,
  paymentMethod: 'paypal',
  paymentStatus: 'paid',
  totalAmount: 10,
  orderDate: '2026-08-14T11:05:00.000Z',
  orderUpdateDate: '2026-08-18T15:20:00.000Z',
  paymentId: '',
  payerId: '',
});

describe('OrderProgress', () => {
  it('lists the steps with the current one marked and the two dates', () => {
    renderWithProviders(<OrderProgress order={order('inShipping')} />);
    const steps = within(screen.getByRole('list', { name: 'Where the order is' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, null, 'step', null]);
    expect(steps[0]).toHaveTextContent('Pending (done)');
    expect(steps[0]).toHaveTextContent('Ordered 2026-08-14');
    expect(steps[3]).toHaveTextContent('In Shipping');
    expect(steps[3]).toHaveTextContent('Last update 2026-08-18');
    expect(steps[4]).toHaveTextContent('Delivered (still to come)');
  });

  it('shows a rejected order as a stop after Pending', () => {
    renderWithProviders(<OrderProgress order={order('rejected')} />);
    const steps = within(screen.getByRole('list', { name: 'Where the order is' })).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).toHaveTextContent('Rejected (the order stopped here)');
  });

  it('shows an unknown status as sent, without steps', () => {
    renderWithProviders(<OrderProgress order={order('onHold')} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(
      screen.getByText('The shop reports the status “onHold”, which has no steps here.'),
    ).toBeInTheDocument();
  });
});
