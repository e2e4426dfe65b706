import { createFileRoute } from '@tanstack/react-router';
import { translate } from '@/lib/i18n/i18n';
import { AdminFeaturesPage } from '@/pages/admin-features-page';

// The path stays /admin/features, the one the shop's route table gives this screen, so its links keep working.
export const Route = createFileRoute('/admin/features')({
  head: () => ({ meta: [{ title: translate('featureImages.adminFeatures.pageTitle') }] }),
  component: AdminFeaturesPage,
});
