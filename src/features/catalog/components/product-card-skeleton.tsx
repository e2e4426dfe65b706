import { Card, Skeleton } from '@mantine/core';

/** A card's shape while products load (kept apart so pages of rows do not pull in the grid). */
export function ProductCardSkeleton() {
  return (
    <Card withBorder padding="sm" radius="md">
      <Card.Section>
        <Skeleton style={{ aspectRatio: '4 / 3' }} radius={0} />
      </Card.Section>
      <Skeleton height={18} mt="sm" />
      <Skeleton height={14} mt="xs" width="50%" />
      <Skeleton height={18} mt="xs" width="40%" />
      <Skeleton height={36} mt="sm" />
    </Card>
  );
}
