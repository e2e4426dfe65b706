import { Avatar, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { reviewQueries } from '../api/review-queries';
import { StarRatingDisplay } from './star-rating';
import { useLocale, useTranslate } from '@/lib/i18n/i18n';
import { initials } from '@/lib/format/initials';
import { listOrEmpty } from '@/lib/query/query-data';
import { loadingRegion } from '@/components/feedback/loading-region';

/** The product's reviews; a failed load shows the empty state, silently (docs/behaviour.md#failure-rules). */
export function ProductReviews({ productId }: { productId: string }) {
  const t = useTranslate();
  const locale = useLocale();
  const query = useQuery(reviewQueries.list(productId));
  const reviews = listOrEmpty(query);

  return (
    <Stack gap="sm" component="section" aria-labelledby={`reviews-${productId}`}>
      <Title order={3} size="h4" id={`reviews-${productId}`}>
        {t('reviews.list.heading')}
      </Title>
      {query.isPending ? (
        <Stack gap="xs" {...loadingRegion(t('reviews.list.loading'))}>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : reviews.length === 0 ? (
        <Text c="dimmed">{t('reviews.list.empty')}</Text>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {reviews.map((review, index) => (
            <Group
              key={review._id ?? `${review.userId}-${index}`}
              component="li"
              align="flex-start"
              wrap="nowrap"
            >
              <Avatar radius="xl" color="pomegranate" aria-hidden>
                {initials(review.userName, locale)}
              </Avatar>
              <Stack gap={2}>
                <Text fw={600}>{review.userName || t('reviews.list.anonymousAuthor')}</Text>
                <StarRatingDisplay value={review.reviewValue} size="xs" />
                <Text size="sm">{review.reviewMessage}</Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
