import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/pages/register-page';
import { translate } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/auth/register')({
  head: () => ({ meta: [{ title: translate('auth.register.pageTitle') }] }),
  component: RegisterPage,
});
