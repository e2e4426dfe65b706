import { MessagePage } from '@/components/feedback/message-page';
import { useTranslate } from '@/lib/i18n/i18n';

/** Where a signed-in person lands on a page their role may not open (docs/behaviour.md#routes-and-guards). */
export function NoAccessPage() {
  const t = useTranslate();
  // A page of its own, outside the shop's and the admin's layouts: the message is its main landmark.
  return <MessagePage landmark title={t('common.noAccess.title')} text={t('common.noAccess.text')} />;
}
