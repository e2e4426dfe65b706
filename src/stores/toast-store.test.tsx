import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { TOAST_DURATION_MS, toast, useToastStore } from './toast-store';

describe('toasts (docs/behaviour.md#auth and #limits)', () => {
  it('shows one toast at a time: a second replaces the first', () => {
    renderWithProviders(<div />);
    act(() => toast.success('Product is added to cart'));
    act(() => toast.error('Only 2 quantity can be added for this item'));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Only 2 quantity can be added for this item');
    expect(screen.queryByText('Product is added to cart')).not.toBeInTheDocument();
  });

  it('announces success politely and closes it after 2000 ms', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<div />);
      act(() => toast.success('Address added successfully'));
      expect(screen.getByRole('status')).toHaveTextContent('Address added successfully');
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
      expect(useToastStore.getState().toast).toBeNull();
      expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks destructive toasts so they render red', () => {
    renderWithProviders(<div />);
    act(() => toast.error('Login failed'));
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
  });
});
