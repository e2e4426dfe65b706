import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { FeatureImageSection } from '@/features/feature-images/components/feature-image-section';
import { useCatalogProducts } from '@/features/catalog/api/use-catalog-products';
import { useProductDialog } from '@/features/catalog/hooks/use-product-dialog';
import { DEFAULT_SORT } from '@/features/catalog/sort';
import { CategoryRows } from '@/features/catalog/components/category-rows';
import { categoryName } from '@/features/catalog/categories';
import { type KnownCategory } from '@/features/catalog/category-ids';
import { Logo } from '@/components/brand/logo';
import { LanguageSwitch } from '@/components/navigation/language-switch';
import { useTranslate } from '@/lib/i18n/i18n';
import { LazyProductDialog as ProductDialog } from './product-dialog/lazy-product-dialog';

/** docs/behaviour.md#catalog, the public landing page: the language switch, Sign In / Sign Up, the rotating feature images, products by category. */
export function LandingPage() {
  const t = useTranslate();
  const { products, loading } = useCatalogProducts({}, DEFAULT_SORT);
  const { open } = useProductDialog();
  const navigate = useNavigate();
  // A guest has no cart: adding one sends them to sign in first.
  const signInToAdd = useCallback(() => void navigate({ to: '/auth/login' }), [navigate]);

  return (
    <>
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} bg="white">
        <Container size="xl">
          {/* One 64 px row; on a phone, where the name, the language and both buttons do not fit side by side,
              they wrap to further rows (right-aligned) instead of widening the page. */}
          <Group mih={64} py={8} justify="space-between" gap="xs">
            <Logo />
            <Group gap="sm" ml="auto" justify="flex-end">
              <LanguageSwitch />
              <Button component={Link} to="/auth/login" variant="subtle">
                {t('landing.header.signIn')}
              </Button>
              <Button component={Link} to="/auth/register">
                {t('landing.header.signUp')}
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="xl" py="lg" component="main">
        <Stack gap={48}>
          <Stack gap="xs">
            <Title order={1}>{t('landing.hero.title')}</Title>
            <Text c="dimmed" size="lg">
              {t('landing.hero.intro')}
            </Text>
          </Stack>
          <FeatureImageSection />
          <CategoryRows
            products={products}
            loading={loading}
            onOpen={open}
            onAddToCart={signInToAdd}
            renderViewAll={(category, { total, capped }) =>
              capped && <GuestViewAll category={category} total={total} />
            }
          />
        </Stack>
      </Container>
      <ProductDialog guest />
    </>
  );
}

/**
 * A row that shows only the first products of a large category leads to the rest: for a guest, through signing
 * in, as the listing is for shoppers (as Add to cart here).
 */
function GuestViewAll({ category, total }: { category: KnownCategory; total: number }) {
  const t = useTranslate();
  return (
    // A compact button: the page's Sign In is a button-link too, and a link component of its own would add to
    // the landing's first load.
    <Button
      component={Link}
      to="/auth/login"
      variant="subtle"
      size="compact-sm"
      aria-label={t('landing.rows.viewAllLabel', { category: categoryName(category, t), count: total })}
    >
      {t('landing.rows.viewAll')}
    </Button>
  );
}
