import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedInFromRoot } from '@/features/auth/guards';
import { LandingPage } from '@/features/catalog/components/landing-page';

export const Route = createFileRoute('/')({
  beforeLoad: redirectSignedInFromRoot,
  head: () => ({ meta: [{ title: 'Lokum & Co. · Turkish sweets, coffee, spices and more' }] }),
  component: LandingPage,
});
