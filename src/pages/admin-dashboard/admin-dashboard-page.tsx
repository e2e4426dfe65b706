import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { FeatureImageManager } from '@/features/feature-images/components/feature-image-manager';
import { loadingRegion } from '@/components/feedback/loading-region';
import { useTranslate } from '@/lib/i18n/i18n';

// Its own chunk: the feature images show without waiting for the overview's code (tables, figures, chart).
const ShopOverview = lazy(() =>
  import('./shop-overview').then((module) => ({ default: module.ShopOverview })),
);

/** The admin's dashboard: how the shop is doing, above the feature images (docs/behaviour.md#admin). */
export function AdminDashboardPage() {
  const t = useTranslate();
  return (
    <FeatureImageManager
      overview={
        <Suspense
          fallback={<Skeleton height={360} radius="md" {...loadingRegion(t('admin.overview.loading'))} />}
        >
          <ShopOverview />
        </Suspense>
      }
    />
  );
}
