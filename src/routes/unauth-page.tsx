import { createFileRoute } from '@tanstack/react-router';
import { MessagePage } from '@/components/feedback/message-page';
import { translate, useTranslate } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/unauth-page')({
  head: () => ({ meta: [{ title: translate('common.noAccess.pageTitle') }] }),
  component: UnauthPage,
});

function UnauthPage() {
  const t = useTranslate();
  // A page of its own, outside the shop's and the admin's layouts: the message is its main landmark.
  return <MessagePage landmark title={t('common.noAccess.title')} text={t('common.noAccess.text')} />;
}
