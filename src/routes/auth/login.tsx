import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '@/features/auth/components/login-page';

// After verification the email is carried over, so the person only types the password.
const loginSearchSchema = z.object({ email: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/auth/login')({
  validateSearch: loginSearchSchema,
  head: () => ({ meta: [{ title: 'Sign in · Lokum & Co.' }] }),
  component: LoginRoute,
});

function LoginRoute() {
  const { email } = Route.useSearch();
  return <LoginPage defaultEmail={email} />;
}
