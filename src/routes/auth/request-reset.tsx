import { createFileRoute } from '@tanstack/react-router';
import { RequestResetPage } from '@/features/auth/components/request-reset-page';

export const Route = createFileRoute('/auth/request-reset')({
  head: () => ({ meta: [{ title: 'Request password reset · Lokum & Co.' }] }),
  component: RequestResetPage,
});
