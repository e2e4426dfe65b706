import { createFileRoute } from '@tanstack/react-router';
import { RequestResetPage } from '@/pages/request-reset-page';
import { translate } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/auth/request-reset')({
  head: () => ({ meta: [{ title: translate('auth.requestReset.pageTitle') }] }),
  component: RequestResetPage,
});
