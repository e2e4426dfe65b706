import { Group, Text, type MantineSize } from '@mantine/core';
import { formatPrice } from '@/lib/money';

/** docs/behaviour.md#catalogue: the price is struck through beside the sale price when salePrice > 0. */
export function ProductPrice({
  price,
  salePrice,
  size = 'md',
}: {
  price: number;
  salePrice: number;
  size?: MantineSize;
}) {
  const onSale = salePrice > 0;
  if (price <= 0) {
    return (
      <Text size={size} fw={700}>
        Price not set
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Text
        component={onSale ? 's' : 'span'}
        size={size}
        fw={onSale ? 400 : 700}
        c={onSale ? 'dimmed' : undefined}
        aria-label={onSale ? `Was ${formatPrice(price)}` : undefined}
      >
        {formatPrice(price)}
      </Text>
      {onSale && (
        <Text
          component="span"
          size={size}
          fw={700}
          c="pomegranate.8"
          aria-label={`Now ${formatPrice(salePrice)}`}
        >
          {formatPrice(salePrice)}
        </Text>
      )}
    </Group>
  );
}
