import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { translate, useTranslate } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/admin/features')({
  head: () => ({ meta: [{ title: translate('banners.adminFeatures.pageTitle') }] }),
  component: AdminFeaturesPage,
});

function AdminFeaturesPage() {
  const t = useTranslate();
  return <Title order={1}>{t('banners.adminFeatures.heading')}</Title>;
}
