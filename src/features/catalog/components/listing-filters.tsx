import { Checkbox, Paper, Stack, Title, type MantineSize } from '@mantine/core';
import { useTranslate } from '@/lib/i18n/i18n';
import { categoryName } from '../categories';
import { CATEGORY_LIST, type CategoryId } from '../category-ids';

/**
 * The category checkboxes (labels shown, ids as values), shared by the side panel and the phone's Filters
 * sheet so both check and report the same values.
 */
export function CategoryCheckboxes({
  categories,
  onChange,
  size = 'sm',
}: {
  categories: readonly CategoryId[];
  onChange: (categories: string[]) => void;
  /** The sheet's boxes are touch-sized (md: 24 px, the WCAG 2.2 minimum target). */
  size?: MantineSize;
}) {
  const t = useTranslate();
  return (
    <Checkbox.Group label={t('catalog.filters.category')} value={[...categories]} onChange={onChange}>
      <Stack gap={size === 'sm' ? 'xs' : 'md'} mt="xs">
        {CATEGORY_LIST.map((category) => (
          <Checkbox key={category.id} value={category.id} label={categoryName(category, t)} size={size} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/**
 * The filter panel: one checkbox group per filter the backend understands. The catalog's products carry
 * only a category, so that is the one group (docs/behaviour.md#data-the-shop-reads leaves further groups unspecified).
 */
export function ListingFilters({
  categories,
  onChange,
}: {
  categories: readonly CategoryId[];
  onChange: (categories: string[]) => void;
}) {
  const t = useTranslate();
  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-label={t('catalog.filters.title')}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('catalog.filters.title')}
        </Title>
        <CategoryCheckboxes categories={categories} onChange={onChange} />
      </Stack>
    </Paper>
  );
}
