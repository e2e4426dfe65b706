import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { VerifyPage } from '@/pages/verify-page';
import { translate } from '@/lib/i18n/i18n';

// Register hands over the email it used, so the person only types the code.
const verifySearchSchema = z.object({ email: z.catch(z.optional(z.string()), undefined) });

export const Route = createFileRoute('/auth/verify')({
  validateSearch: verifySearchSchema,
  head: () => ({ meta: [{ title: translate('auth.verify.pageTitle') }] }),
  component: VerifyRoute,
});

function VerifyRoute() {
  const { email } = Route.useSearch();
  return <VerifyPage defaultEmail={email} />;
}
