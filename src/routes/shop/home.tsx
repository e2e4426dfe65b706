import { createFileRoute } from '@tanstack/react-router';
import { ShopHomePage } from '@/features/catalog/components/shop-home-page';

export const Route = createFileRoute('/shop/home')({
  head: () => ({ meta: [{ title: 'Home · Lokum & Co.' }] }),
  component: ShopHomePage,
});
