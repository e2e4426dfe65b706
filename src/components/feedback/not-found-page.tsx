import { useTranslate } from '@/lib/i18n/i18n';
import { MessagePage } from './message-page';

/** Any path the shop does not know, at the top level or inside an area's layout. */
export function NotFoundPage() {
  const t = useTranslate();
  return <MessagePage title={t('common.notFound.title')} text={t('common.notFound.text')} />;
}
