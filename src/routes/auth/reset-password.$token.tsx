import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';

export const Route = createFileRoute('/auth/reset-password/$token')({
  head: () => ({ meta: [{ title: 'Reset your password · Lokum & Co.' }] }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useParams();
  // A new token means a new form: nothing typed for another link survives.
  return <ResetPasswordPage key={token} token={token} />;
}
