import { Group, Text, VisuallyHidden, type MantineSize } from '@mantine/core';
import { useTranslate } from '@/lib/i18n/i18n';
import { formatPrice } from '@/lib/format/money';

/** docs/behaviour.md#catalog: the price is struck through beside the sale price when salePrice > 0. */
export function ProductPrice({
  price,
  salePrice,
  size = 'md',
}: {
  price: number;
  salePrice: number;
  size?: MantineSize;
}) {
  const t = useTranslate();
  const onSale = salePrice > 0;
  if (price <= 0) {
    return (
      <Text size={size} fw={700}>
        {t('catalog.price.notSet')}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {/* Seen as two amounts, heard as one phrase: "Sale price $18.99, was $21.99". */}
      <Text
        component={onSale ? 's' : 'span'}
        size={size}
        fw={onSale ? 400 : 700}
        c={onSale ? 'dimmed' : undefined}
        aria-hidden={onSale || undefined}
      >
        {formatPrice(price)}
      </Text>
      {onSale && (
        <>
          <Text component="span" size={size} fw={700} c="pomegranate.8" aria-hidden="true">
            {formatPrice(salePrice)}
          </Text>
          <VisuallyHidden>
            {t('catalog.price.onSale', { price: formatPrice(price), salePrice: formatPrice(salePrice) })}
          </VisuallyHidden>
        </>
      )}
    </Group>
  );
}
