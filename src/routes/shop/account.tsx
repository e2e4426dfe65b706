import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/orders/components/account-page';

export const Route = createFileRoute('/shop/account')({
  head: () => ({ meta: [{ title: 'My account · Lokum & Co.' }] }),
  component: AccountPage,
});
