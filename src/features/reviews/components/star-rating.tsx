import '@mantine/core/styles/Rating.css';
import { Group, Rating, Text } from '@mantine/core';
import { useLocale, useTranslate } from '@/lib/i18n/i18n';
import { type Locale } from '@/boot/preferred-locale';

/**
 * A rating with two decimals in the language's number form: `4.67` in English (as `toFixed` rounds it),
 * `4,67` in Turkish.
 */
function formatRating(value: number, locale: Locale) {
  const fixed = value.toFixed(2);
  return locale === 'tr' ? fixed.replace('.', ',') : fixed;
}

/** An average or a single review as stars, with a text equivalent for screen readers. */
export function StarRatingDisplay({
  value,
  withValue = false,
  size = 'sm',
}: {
  value: number;
  withValue?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}) {
  const t = useTranslate();
  const locale = useLocale();
  const shown = formatRating(value, locale);
  return (
    <Group gap="xs" wrap="nowrap">
      <div role="img" aria-label={t('reviews.rating.label', { rating: shown })}>
        <Rating value={value} fractions={4} readOnly size={size} />
      </div>
      {withValue && (
        <Text size="sm" fw={600} aria-hidden>
          {shown}
        </Text>
      )}
    </Group>
  );
}
