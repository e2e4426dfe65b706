import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslate } from '@/lib/i18n/i18n';
import { FEATURE_IMAGE, sizedImage } from '@/boot/image-variants';
import { safeImageUrl } from '@/lib/format/safe-image-url';
import { featureImageQueries } from '../api/feature-image-queries';
import classes from './feature-image-carousel.module.css';
import { listOrEmpty } from '@/lib/query/query-data';
import { FIRST_FEATURE_IMAGE_SLOT_ATTRIBUTE } from '@/boot/early-requests';
import { useWhenIdle } from '@/lib/hooks/use-when-idle';

const FeatureImageCarousel = lazy(() =>
  import('./feature-image-carousel').then((module) => ({ default: module.FeatureImageCarousel })),
);

/**
 * The first feature image paints as a plain image (the page's largest paint, fetched with high priority) while the
 * carousel's code (embla) loads; the carousel then takes over with the same image in the same box, so
 * nothing shifts. A failed load shows nothing.
 */
export function FeatureImageSection() {
  const t = useTranslate();
  const query = useQuery(featureImageQueries.shown());
  const first = listOrEmpty(query)[0];
  const carouselWanted = useWhenIdle();

  if (query.isPending) {
    return (
      <Skeleton
        radius="md"
        style={{ aspectRatio: '3 / 1' }}
        role="status"
        aria-busy="true"
        aria-label={t('featureImages.carousel.loading')}
        {...{ [FIRST_FEATURE_IMAGE_SLOT_ATTRIBUTE]: '' }}
      />
    );
  }
  if (!first) return null;

  const firstImage = (
    <img
      className={classes.image}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      {...sizedImage(safeImageUrl(first.image), FEATURE_IMAGE)}
      alt={t('featureImages.carousel.imageAlt', { number: 1 })}
      width={1200}
      height={400}
      fetchPriority="high"
    />
  );
  // The carousel (embla) is not needed for the first paint: it takes over once the page is idle.
  if (!carouselWanted) return firstImage;
  return (
    <Suspense fallback={firstImage}>
      <FeatureImageCarousel />
    </Suspense>
  );
}
