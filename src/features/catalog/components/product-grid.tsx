import { Card, SimpleGrid, Skeleton } from '@mantine/core';
import type { Product } from '../schemas';
import { ProductCard } from './product-card';

const GRID_COLS = { base: 1, xs: 2, md: 3, xl: 4 } as const;

export function ProductGrid({
  products,
  onOpen,
  onAddToCart,
  addingId,
}: {
  products: Product[];
  onOpen: (product: Product) => void;
  onAddToCart: (product: Product) => void;
  addingId?: string;
}) {
  return (
    <SimpleGrid
      cols={GRID_COLS}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            onOpen={onOpen}
            onAddToCart={onAddToCart}
            adding={addingId === product._id}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" aria-busy="true" aria-label="Loading products">
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}

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
