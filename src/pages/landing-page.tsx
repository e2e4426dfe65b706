import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { BannerSection } from '@/features/banners/components/banner-section';
import { useCatalogueProducts } from '@/features/catalog/hooks/use-catalogue-products';
import { useProductDialog } from '@/features/catalog/hooks/use-product-dialog';
import { DEFAULT_SORT } from '@/features/catalog/sort';
import { CategoryRows } from '@/features/catalog/components/category-rows';
import { Logo } from '@/components/brand/logo';
import { LazyProductDialog as ProductDialog } from './product-dialog/lazy-product-dialog';

/** docs/behaviour.md#catalogue, the public landing page: Sign In / Sign Up, the rotating banner, products by category. */
export function LandingPage() {
  const { products, loading } = useCatalogueProducts({}, DEFAULT_SORT);
  const { open } = useProductDialog();
  const navigate = useNavigate();
  // A guest has no cart: adding one sends them to sign in first.
  const signInToAdd = useCallback(() => void navigate({ to: '/auth/login' }), [navigate]);

  return (
    <>
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} bg="white">
        <Container size="xl" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Logo />
            <Group gap="sm" wrap="nowrap">
              <Button component={Link} to="/auth/login" variant="subtle">
                Sign In
              </Button>
              <Button component={Link} to="/auth/register">
                Sign Up
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="xl" py="lg" component="main">
        <Stack gap={48}>
          <Stack gap="xs">
            <Title order={1}>Turkish sweets, coffee, spices and more</Title>
            <Text c="dimmed" size="lg">
              Baklava from Gaziantep, lokum from Istanbul, honey from the Black Sea. Sign in to fill your
              cart.
            </Text>
          </Stack>
          <BannerSection />
          <CategoryRows products={products} loading={loading} onOpen={open} onAddToCart={signInToAdd} />
        </Stack>
      </Container>
      <ProductDialog guest />
    </>
  );
}
