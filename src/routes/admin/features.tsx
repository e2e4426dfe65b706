import { createFileRoute } from '@tanstack/react-router';
import { translate } from '@/lib/i18n/i18n';
import { AdminFeaturesPage } from '@/pages/admin-features-page';

// The URL is the contract's (its route table names /admin/features); the screen shows the feature images' placeholder.
export const Route = createFileRoute('/admin/features')({
  head: () => ({ meta: [{ title: translate('featureImages.adminFeatures.pageTitle') }] }),
  component: AdminFeaturesPage,
});
