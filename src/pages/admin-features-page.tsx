import { Title } from '@mantine/core';
import { useTranslate } from '@/lib/i18n/i18n';

/** The admin's Features screen: a placeholder; the feature images are managed on the dashboard. */
export function AdminFeaturesPage() {
  const t = useTranslate();
  return <Title order={1}>{t('featureImages.adminFeatures.heading')}</Title>;
}
