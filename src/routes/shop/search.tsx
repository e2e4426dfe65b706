import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '@/features/catalog/components/search-page';

export const Route = createFileRoute('/shop/search')({
  head: () => ({ meta: [{ title: 'Search · Lokum & Co.' }] }),
  component: SearchPage,
});
