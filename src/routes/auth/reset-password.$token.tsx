import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/pages/reset-password-page';
import { translate } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/auth/reset-password/$token')({
  head: () => ({ meta: [{ title: translate('auth.resetPassword.pageTitle') }] }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useParams();
  // A new token means a new form: nothing typed for another link survives.
  return <ResetPasswordPage key={token} token={token} />;
}
