import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/pages/not-found-page';
import { translate } from '@/lib/i18n/i18n';

// An unknown path under /admin still passes the area's guard first (a guest signs in, the wrong role is
// sent away), then shows the not-found message inside the layout.
export const Route = createFileRoute('/admin/$')({
  head: () => ({ meta: [{ title: translate('admin.pageTitle.notFound') }] }),
  component: NotFoundPage,
});
