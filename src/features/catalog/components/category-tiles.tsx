import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslate } from '@/lib/i18n/i18n';
import { categoryImage } from '../lib/category-image';
import { searchFromListingView } from '../lib/listing-search';
import { selectCategory } from '../lib/listing-view';
import { categoryName } from '../categories';
import { CATEGORY_LIST } from '../category-ids';
import { DEFAULT_SORT } from '../sort';

const CardAnchor = forwardRef<HTMLAnchorElement, ComponentPropsWithoutRef<'a'>>(
  function CardAnchor(props, ref) {
    return <Card component="a" ref={ref} withBorder padding="sm" radius="md" {...props} />;
  },
);
const CardLink = createLink(CardAnchor);

/**
 * 'Shop by category' (docs/behaviour.md#catalog): a tile stores that category in the session's filters and opens the
 * listing filtered by it. A real link, so it preloads on intent and opens in a new tab too.
 */
export function CategoryTiles() {
  const t = useTranslate();
  return (
    <section aria-labelledby="shop-by-category">
      <Title order={2} id="shop-by-category" mb="md">
        {t('catalog.tiles.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="md">
        {CATEGORY_LIST.map((category) => (
          <CardLink
            key={category.id}
            to="/shop/listing"
            search={searchFromListingView({ categories: [category.id], sortBy: DEFAULT_SORT })}
            onClick={() => selectCategory(category.id)}
            style={{ textAlign: 'center', textDecoration: 'none', color: 'inherit' }}
          >
            <Card.Section>
              <img
                src={categoryImage(category)}
                alt=""
                width={160}
                height={120}
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
            </Card.Section>
            <Text fw={600} mt="xs">
              {categoryName(category, t)}
            </Text>
          </CardLink>
        ))}
      </SimpleGrid>
    </section>
  );
}
