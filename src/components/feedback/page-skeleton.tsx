import { Container, Skeleton, Stack } from '@mantine/core';

/** Shown while the session check or a first data load runs. */
export function PageSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <Container size="lg" py="xl" aria-busy="true" aria-label={label}>
      <Stack gap="md">
        <Skeleton height={48} />
        <Skeleton height={220} />
        <Skeleton height={24} width="60%" />
        <Skeleton height={24} width="40%" />
      </Stack>
    </Container>
  );
}
