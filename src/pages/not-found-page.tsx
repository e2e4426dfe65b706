import { useTranslate } from '@/lib/i18n/i18n';
import { MessagePage } from '@/components/feedback/message-page';

/**
 * Any path the shop does not know, at the top level or inside an area's layout. `landmark`: at the top level, where
 * no layout gives the page its `main`.
 */
export function NotFoundPage({ landmark = false }: { landmark?: boolean }) {
  const t = useTranslate();
  return (
    <MessagePage landmark={landmark} title={t('common.notFound.title')} text={t('common.notFound.text')} />
  );
}
