import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/login-page';

export const Route = createFileRoute('/auth/login')({
  head: () => ({ meta: [{ title: 'Sign in · Lokum & Co.' }] }),
  component: LoginPage,
});
