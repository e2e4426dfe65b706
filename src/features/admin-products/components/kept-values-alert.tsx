import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Alert.css';
import { Alert, List, Text } from '@mantine/core';
import { categoryLabel } from '@/features/catalog/categories';
import { useLocale, useTranslate } from '@/lib/i18n/i18n';
import { formatPrice } from '@/lib/format/money';
import type { KeptValue } from '../lib/product-edit';

function keptNote(kept: KeptValue, t: ReturnType<typeof useTranslate>, locale: ReturnType<typeof useLocale>) {
  switch (kept.field) {
    case 'title':
      return t('admin.productForm.kept.title', { value: kept.value });
    case 'description':
      return t('admin.productForm.kept.description');
    case 'category':
      return t('admin.productForm.kept.category', { value: categoryLabel(kept.value, t) });
    case 'price':
      return t('admin.productForm.kept.price', { value: formatPrice(kept.value, locale) });
    case 'salePrice':
      return kept.value > 0
        ? t('admin.productForm.kept.salePrice', { value: formatPrice(kept.value, locale) })
        : t('admin.productForm.kept.noSale');
    case 'totalStock':
      return t('admin.productForm.kept.totalStock', { value: kept.value });
  }
}

/**
 * After an edit the backend answered with other values than the ones sent (it stored the rest): names each
 * field it kept, and what it kept, beside the Save button the admin just pressed (docs/behaviour.md#admin).
 */
export function KeptValuesAlert({ kept }: { kept: readonly KeptValue[] }) {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      title={t('admin.productForm.kept.heading')}
      // The title in the text colour: the alert's own shade is too light on its tint (WCAG AA contrast).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <List size="sm" spacing={4}>
        {kept.map((value) => (
          <List.Item key={value.field}>
            <Text size="sm" component="span">
              {keptNote(value, t, locale)}
            </Text>
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        {t('admin.productForm.kept.hint')}
      </Text>
    </Alert>
  );
}
