import { Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Product } from '@/features/catalog/schemas';
import { adminProductQueries } from '../api/admin-product-queries';
import { useDeleteProduct } from '../api/use-admin-product-mutations';
import { AdminProductCard } from './admin-product-card';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ProductFormDrawer } from './product-form-drawer';
import { useTranslate } from '@/lib/i18n/i18n';
import { listOrEmpty } from '@/lib/query-data';
import { loadingRegion } from '@/components/feedback/loading-region';

// `session` grows on every open, so each opening starts from a fresh form (closing resets it).
interface Sheet {
  opened: boolean;
  product: Product | null;
  session: number;
}

const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };

export function AdminProductsPage() {
  const t = useTranslate();
  const query = useQuery(adminProductQueries.list());
  const products = listOrEmpty(query);
  const [sheet, setSheet] = useState<Sheet>({ opened: false, product: null, session: 0 });
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const deleteProduct = useDeleteProduct();

  function openSheet(product: Product | null) {
    setSheet((current) => ({ opened: true, product, session: current.session + 1 }));
  }

  function confirmDelete() {
    if (!toDelete || deleteProduct.isPending) return;
    deleteProduct.mutate(toDelete._id, { onSettled: () => setToDelete(null) });
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('admin.products.heading')}</Title>
        <Button onClick={() => openSheet(null)}>{t('admin.products.addNew')}</Button>
      </Group>

      {query.isPending ? (
        <SimpleGrid cols={GRID_COLS} {...loadingRegion(t('admin.products.loading'))}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={300} radius="md" />
          ))}
        </SimpleGrid>
      ) : products.length === 0 ? (
        <Text c="dimmed">{t('admin.products.empty')}</Text>
      ) : (
        <SimpleGrid cols={GRID_COLS}>
          {products.map((product) => (
            <AdminProductCard key={product._id} product={product} onEdit={openSheet} onDelete={setToDelete} />
          ))}
        </SimpleGrid>
      )}

      <ProductFormDrawer
        opened={sheet.opened}
        product={sheet.product}
        session={sheet.session}
        // The product stays while the sheet slides out, so its title does not flip mid-animation.
        onClose={() => setSheet((current) => ({ ...current, opened: false }))}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('admin.products.deleteDialog.title')}
        message={t('admin.products.deleteDialog.message')}
        loading={deleteProduct.isPending}
        onConfirm={confirmDelete}
        onClose={() => {
          if (!deleteProduct.isPending) setToDelete(null);
        }}
      />
    </Stack>
  );
}
