import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { seedProducts } from '@mocks/seed-catalog';
import { activateLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { ProductReviews } from './product-reviews';

describe('ProductReviews', () => {
  it("shows a reviewer's initials upper-cased by the language: ilker is İ in Turkish, I in English", async () => {
    const product = seedProducts[0];
    if (!product) throw new Error('the seed has no product');
    db.state.reviews = [
      {
        _id: '64d0c0a1f1e2d3c4b5a8ffff',
        productId: product._id,
        userId: '64a0000000000000000000ff',
        userName: 'ilker ışık',
        reviewMessage: 'Taze ve çıtır.',
        reviewValue: 5,
      },
    ];
    renderWithProviders(<ProductReviews productId={product._id} />);
    expect(await screen.findByText('ilker ışık')).toBeInTheDocument();
    expect(screen.getByText('II')).toBeInTheDocument();

    await act(() => activateLocale('tr'));
    expect(screen.getByText('İI')).toBeInTheDocument();
    expect(screen.queryByText('II')).toBeNull();
  });
});
