import { createFileRoute } from '@tanstack/react-router';
import { translate } from '@/lib/i18n/i18n';
import { NoAccessPage } from '@/pages/no-access-page';

export const Route = createFileRoute('/unauth-page')({
  head: () => ({ meta: [{ title: translate('common.noAccess.pageTitle') }] }),
  component: NoAccessPage,
});
