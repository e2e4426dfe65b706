import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { categoryLabel } from '@/features/catalog/categories';
import type { Product } from '@/features/catalog/schemas';
import { useTranslate } from '@/lib/i18n/i18n';
import { formatPrice } from '@/lib/format/money';
import { LISTING_CARD_IMAGE, sizedImage } from '@/boot/image-variants';
import { safeImageUrl } from '@/lib/format/safe-image-url';

export interface AdminProductCardProps {
  product: Product;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

export function AdminProductCard({ product, onEdit, onDelete }: AdminProductCardProps) {
  const t = useTranslate();
  const titleId = useId();
  const onSale = product.salePrice > 0;
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" padding="sm">
      <Card.Section>
        <Image
          {...sizedImage(safeImageUrl(product.image), LISTING_CARD_IMAGE)}
          alt={product.title}
          h={180}
          fit="cover"
          loading="lazy"
          fallbackSrc="/favicon.svg"
        />
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Text id={titleId} fw={600} lineClamp={2}>
          {product.title}
        </Text>
        <Text size="sm" c="dimmed">
          {categoryLabel(product.category, t)}
        </Text>
        <Group gap="xs">
          <Text
            td={onSale ? 'line-through' : undefined}
            c={onSale ? 'dimmed' : undefined}
            fw={onSale ? undefined : 600}
            aria-label={
              onSale ? t('admin.productCard.price', { price: formatPrice(product.price) }) : undefined
            }
          >
            {formatPrice(product.price)}
          </Text>
          {onSale && (
            <Text
              fw={600}
              c="red.9"
              aria-label={t('admin.productCard.salePrice', { price: formatPrice(product.salePrice) })}
            >
              {formatPrice(product.salePrice)}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('admin.productCard.stock', { count: product.totalStock })}
          </Text>
          {product.totalStock === 0 && (
            <Badge color="red" variant="light" size="sm">
              {t('admin.productCard.outOfStock')}
            </Badge>
          )}
        </Group>
      </Stack>
      <Group mt="sm" grow>
        <Button variant="light" onClick={() => onEdit(product)}>
          {t('admin.productCard.edit')}
        </Button>
        <Button variant="light" color="red" onClick={() => onDelete(product)}>
          {t('admin.productCard.delete')}
        </Button>
      </Group>
    </Card>
  );
}
