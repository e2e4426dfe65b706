import { Group, Rating, Text } from '@mantine/core';

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
  const shown = value.toFixed(2);
  return (
    <Group gap="xs" wrap="nowrap">
      <div role="img" aria-label={`Rated ${shown} out of 5`}>
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
