import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '@/features/catalog/components/listing-page';

export const Route = createFileRoute('/shop/listing')({
  head: () => ({ meta: [{ title: 'Products · Lokum & Co.' }] }),
  component: ListingPage,
});
