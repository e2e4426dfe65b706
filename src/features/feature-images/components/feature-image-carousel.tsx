import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Box, Skeleton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { EmblaCarouselType } from 'embla-carousel';
import { useState, type CSSProperties } from 'react';
import { useTranslate } from '@/lib/i18n/i18n';
import { FEATURE_IMAGE, sizedImage } from '@/boot/image-variants';
import { safeImageUrl } from '@/lib/format/safe-image-url';
import { featureImageQueries } from '../api/feature-image-queries';
import classes from './feature-image-carousel.module.css';
import { useAutoplay } from '../hooks/use-autoplay';
import { listOrEmpty } from '@/lib/query/query-data';

/** docs/behaviour.md#limits: the feature image advances every 3000 ms. */
const BANNER_INTERVAL_MS = 3000;
const BANNER_SIZE = { width: 1200, height: 400 } as const;

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" fill="currentColor">
      <path d="M8 5v14l11-7z" />
    </svg>
  );
}

/**
 * The rotating feature image carousel of the landing and home pages. It pauses while hovered or focused, when the
 * shopper presses pause, and never rotates for people who prefer reduced motion. A failed load shows nothing.
 */
export function FeatureImageCarousel() {
  const t = useTranslate();
  const query = useQuery(featureImageQueries.shown());
  const images = listOrEmpty(query);
  const reducedMotion = useReducedMotion();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);

  useAutoplay(embla, {
    delayMs: BANNER_INTERVAL_MS,
    running: images.length > 1 && !reducedMotion && !hovered && !focused && !paused,
  });

  if (query.isPending) {
    return (
      <Skeleton
        radius="md"
        style={{ aspectRatio: '3 / 1' }}
        aria-label={t('featureImages.carousel.loading')}
      />
    );
  }
  if (images.length === 0) return null;

  return (
    <Box
      pos="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Carousel
        aria-label={t('featureImages.carousel.label')}
        // Mantine's own texts for the controls, in the shop's language. Its visually hidden slide status
        // ("Slide 1 of 3") and the indicators' group name ("Slides") take no text from outside.
        aria-roledescription={t('featureImages.carousel.roleDescription')}
        previousControlProps={{ 'aria-label': t('featureImages.carousel.previous') }}
        nextControlProps={{ 'aria-label': t('featureImages.carousel.next') }}
        getIndicatorProps={(index) => ({
          'aria-label': t('featureImages.carousel.indicator', { number: index + 1 }),
        })}
        withIndicators={images.length > 1}
        withControls={images.length > 1}
        emblaOptions={{ loop: true, duration: 20 }}
        getEmblaApi={setEmbla}
        onSlideChange={setSelected}
        classNames={{
          container: classes.container,
          slide: classes.slide,
          indicators: classes.indicators,
          indicator: classes.indicator,
        }}
        slideGap={0}
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        {images.map((image, index) => (
          <Carousel.Slide
            key={image._id}
            aria-label={t('featureImages.carousel.slideLabel', { number: index + 1, total: images.length })}
            aria-roledescription={t('featureImages.carousel.slideRoleDescription')}
            aria-hidden={index !== selected}
            data-selected={index === selected || undefined}
            style={{ '--feature-image-index': index } as CSSProperties}
          >
            <img
              className={classes.image}
              {...sizedImage(safeImageUrl(image.image), FEATURE_IMAGE)}
              alt={t('featureImages.carousel.imageAlt', { number: index + 1 })}
              width={BANNER_SIZE.width}
              height={BANNER_SIZE.height}
              // The first feature image is the page's largest paint; the others wait until they are needed.
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
              decoding={index === 0 ? 'sync' : 'async'}
            />
          </Carousel.Slide>
        ))}
      </Carousel>
      {images.length > 1 && !reducedMotion && (
        <ActionIcon
          className={classes.pause}
          variant="white"
          color="dark"
          radius="xl"
          aria-label={paused ? t('featureImages.carousel.play') : t('featureImages.carousel.pause')}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </ActionIcon>
      )}
    </Box>
  );
}
