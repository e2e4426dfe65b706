import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { LoginPage } from '@/pages/login-page';
import { translate } from '@/lib/i18n/i18n';

// After verification the email is carried over, so the person only types the password.
const loginSearchSchema = z.object({ email: z.catch(z.optional(z.string()), undefined) });

export const Route = createFileRoute('/auth/login')({
  validateSearch: loginSearchSchema,
  head: () => ({ meta: [{ title: translate('auth.login.pageTitle') }] }),
  component: LoginRoute,
});

function LoginRoute() {
  const { email } = Route.useSearch();
  return <LoginPage defaultEmail={email} />;
}
