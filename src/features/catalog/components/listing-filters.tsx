import { Checkbox, Paper, Stack, Title } from '@mantine/core';
import { CATEGORY_LIST, type CategoryId } from '../categories';

/**
 * The filter panel: one checkbox group per filter the backend understands. The catalogue's products carry
 * only a category, so that is the one group (docs/behaviour.md#data-the-shop-reads leaves further groups unspecified).
 */
export function ListingFilters({
  categories,
  onChange,
}: {
  categories: readonly CategoryId[];
  onChange: (categories: string[]) => void;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-label="Filters">
      <Stack gap="md">
        <Title order={2} size="h4">
          Filters
        </Title>
        <Checkbox.Group label="Category" value={[...categories]} onChange={onChange}>
          <Stack gap="xs" mt="xs">
            {CATEGORY_LIST.map((category) => (
              <Checkbox key={category.id} value={category.id} label={category.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Stack>
    </Paper>
  );
}
