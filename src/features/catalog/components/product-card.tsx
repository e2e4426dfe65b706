import { Badge, Box, Button, Card, Stack, Text, UnstyledButton } from '@mantine/core';
import { memo, useId } from 'react';
import type { Product } from '../schemas';
import { ProductPrice } from './product-price';

export const CARD_IMAGE_SIZE = { width: 320, height: 240 } as const;

export interface ProductCardProps {
  product: Product;
  onOpen: (product: Product) => void;
  onAddToCart: (product: Product) => void;
  /** This card's add is on its way: its button shows progress and ignores further clicks. */
  adding?: boolean;
  /** Hidden copies in the auto-scrolling rows stay out of the tab order and the accessibility tree. */
  inert?: boolean;
}

/**
 * A light, presentational card: no queries or mutations of its own, so a page with hundreds of them keeps one
 * cart subscription and one mutation (the page's).
 */
export const ProductCard = memo(function ProductCard({
  product,
  onOpen,
  onAddToCart,
  adding = false,
  inert = false,
}: ProductCardProps) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={inert ? undefined : titleId}
      withBorder
      padding="sm"
      radius="md"
      h="100%"
      inert={inert}
    >
      <Card.Section pos="relative">
        <UnstyledButton onClick={() => onOpen(product)} aria-labelledby={titleId} display="block" w="100%">
          <img
            src={product.image}
            alt=""
            width={CARD_IMAGE_SIZE.width}
            height={CARD_IMAGE_SIZE.height}
            loading="lazy"
            decoding="async"
            style={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: '4 / 3',
              objectFit: 'cover',
            }}
          />
        </UnstyledButton>
        <Box pos="absolute" top={8} left={8}>
          {product.totalStock === 0 ? (
            <Badge color="gray">Sold out</Badge>
          ) : product.salePrice > 0 ? (
            <Badge color="pomegranate">Sale</Badge>
          ) : null}
        </Box>
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Text component="h3" id={titleId} fw={600} size="md" lineClamp={2} m={0}>
          {product.title}
        </Text>
        <Text size="sm" c="dimmed">
          {product.category}
        </Text>
        <Box mt="auto">
          <ProductPrice price={product.price} salePrice={product.salePrice} />
        </Box>
      </Stack>
      <Button mt="sm" fullWidth loading={adding} onClick={() => onAddToCart(product)}>
        Add to cart
      </Button>
    </Card>
  );
});
