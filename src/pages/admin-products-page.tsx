import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Select } from '@/components/form/select';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { categoryName } from '@/features/catalog/categories';
import { CATEGORY_LIST } from '@/features/catalog/category-ids';
import { DebouncedSearchInput } from '@/components/form/debounced-search-input';
import { ExportCsvButton } from '@/components/data/export-csv-button';
import { formatCount } from '@/lib/format/numbers';
import {
  adminProductColumns,
  adminProductTableView,
} from '@/features/admin-products/lib/admin-product-columns';
import { ADMIN_PRODUCT_SORTS, STOCK_STATES } from '@/features/admin-products/lib/admin-products-search';
import { AdminProductGrid } from '@/features/admin-products/components/admin-product-grid';
import { BESIDE_NAVBAR_COLUMNS } from '@/components/layout/card-columns';
import type { Product } from '@/features/catalog/schemas';
import { adminProductQueries } from '@/features/admin-products/api/admin-product-queries';
import { useDeleteProduct } from '@/features/admin-products/api/use-admin-product-mutations';
import { LazyConfirmDialog } from '@/components/feedback/lazy-confirm-dialog';
import { LazyProductFormDrawer } from '@/features/admin-products/components/lazy-product-form-drawer';
import { useTranslate } from '@/lib/i18n/i18n';
import { listOrEmpty } from '@/lib/query/query-data';
import { useDataTable } from '@/lib/data-table/use-data-table';
import { loadingRegion } from '@/components/feedback/loading-region';

// `session` grows on every open, so each opening starts from a fresh form (closing resets it). Adding is held
// here; editing is in the URL (`?edit=<id>`), and `product` keeps the edited product while the sheet slides out.
interface Sheet {
  adding: boolean;
  product: Product | null;
  session: number;
}

const route = getRouteApi('/admin/products');

export function AdminProductsPage() {
  const t = useTranslate();
  const query = useQuery(adminProductQueries.list());
  const products = listOrEmpty(query);
  // Filters add a history entry (Back undoes them); typing replaces it, so Back does not replay keystrokes.
  const {
    records: shown,
    search,
    text,
    change: changeView,
    commitText,
  } = useDataTable({ route, view: adminProductTableView, columns: adminProductColumns, data: products });
  const router = useRouter();
  const { edit } = search;
  const [sheet, setSheet] = useState<Sheet>({ adding: false, product: null, session: 0 });
  const editing = edit ? products.find((product) => product._id === edit) : undefined;
  // The product being edited, while `edit` names it: the sheet closing lets it go (it stays in `sheet.product`
  // while the sheet slides out), so that editing it again starts from what the server holds now.
  const [editedId, setEditedId] = useState<string | null>(null);
  if (!edit && editedId !== null) setEditedId(null);
  // A product opened from the URL starts a new form; the same one read again (a refresh) keeps what is typed.
  if (editing && (sheet.adding || editedId !== editing._id)) {
    setEditedId(editing._id);
    setSheet((current) => ({ adding: false, product: editing, session: current.session + 1 }));
  }
  const editNotFound = Boolean(edit) && !query.isPending && !editing;
  // Whether this page pushed the `edit` entry: closing then goes Back to the entry before it, so Back after
  // closing does not open the sheet again. Opened from a link or a reload, closing replaces the entry instead.
  const editOpenedHere = useRef(false);
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const deleteProduct = useDeleteProduct();

  function openAddSheet() {
    setSheet((current) => ({ adding: true, product: null, session: current.session + 1 }));
  }

  function openEditSheet(product: Product) {
    editOpenedHere.current = true;
    changeView({ edit: product._id });
  }

  function closeEdit() {
    if (editOpenedHere.current) {
      editOpenedHere.current = false;
      router.history.back();
    } else {
      changeView({ edit: undefined }, { replace: true });
    }
  }

  function confirmDelete() {
    if (!toDelete || deleteProduct.isPending) return;
    deleteProduct.mutate(toDelete._id, { onSettled: () => setToDelete(null) });
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('admin.products.heading')}</Title>
        <Button onClick={openAddSheet}>{t('admin.products.addNew')}</Button>
      </Group>

      <Group align="flex-end" gap="sm" wrap="wrap">
        <DebouncedSearchInput
          label={t('admin.products.search')}
          placeholder={t('admin.products.searchPlaceholder')}
          value={text}
          onCommit={commitText}
        />
        <Select
          label={t('admin.products.category')}
          placeholder={t('admin.products.allCategories')}
          data={CATEGORY_LIST.map((category) => ({ value: category.id, label: categoryName(category, t) }))}
          value={search.category ?? null}
          onChange={(category) => changeView({ category: category ?? undefined })}
          clearable
          w={200}
        />
        <Select
          label={t('admin.products.stock')}
          placeholder={t('admin.products.anyStock')}
          data={STOCK_STATES.map((state) => ({ value: state, label: t(`admin.products.stock.${state}`) }))}
          value={search.stock ?? null}
          onChange={(stock) => changeView({ stock: STOCK_STATES.find((state) => state === stock) })}
          clearable
          w={200}
        />
        <Select
          label={t('admin.products.sort')}
          data={ADMIN_PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`admin.products.sort.${sort}`) }))}
          value={search.sort ?? 'listed'}
          onChange={(sort) =>
            changeView({ sort: ADMIN_PRODUCT_SORTS.find((option) => option === sort && sort !== 'listed') })
          }
          allowDeselect={false}
          w={180}
        />
      </Group>
      {editNotFound && (
        <Alert
          color="red"
          variant="light"
          title={t('admin.products.editNotFound.title')}
          // The title in the text colour: the alert's own shade is too light on its tint (WCAG AA contrast).
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('admin.products.editNotFound.text', { id: edit })}</Text>
            <Button size="xs" variant="default" onClick={closeEdit}>
              {t('admin.products.editNotFound.dismiss')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text c="dimmed" role="status">
          {query.isPending
            ? t('admin.products.loading')
            : t('admin.products.count', {
                shown: formatCount(shown.length),
                total: formatCount(products.length),
                count: products.length,
              })}
        </Text>
        <ExportCsvButton
          label={t('admin.export.button')}
          fileStem="products"
          rowCount={shown.length}
          makeCsv={async (locale) => {
            // The CSV code (and its library) loads on the first export only.
            const { productsCsv } = await import('@/features/admin-products/lib/products-csv');
            return { text: await productsCsv(shown, t, locale), rows: shown.length };
          }}
          doneText={(fileName, rows) =>
            t('admin.export.productsDone', { count: rows, rows: formatCount(rows), fileName })
          }
          failedText={t('admin.export.failed')}
        />
      </Group>

      {query.isPending ? (
        <SimpleGrid cols={BESIDE_NAVBAR_COLUMNS.cols} {...loadingRegion(t('admin.products.loading'))}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={300} radius="md" />
          ))}
        </SimpleGrid>
      ) : products.length === 0 ? (
        <Text c="dimmed">{t('admin.products.empty')}</Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('admin.products.noMatch')}</Text>
      ) : (
        <AdminProductGrid products={shown} onEdit={openEditSheet} onDelete={setToDelete} />
      )}

      <LazyProductFormDrawer
        opened={sheet.adding || editing !== undefined}
        product={sheet.adding ? null : sheet.product}
        session={sheet.session}
        // The product stays while the sheet slides out, so its title does not flip mid-animation.
        onClose={() => {
          if (sheet.adding) setSheet((current) => ({ ...current, adding: false }));
          else closeEdit();
        }}
      />
      <LazyConfirmDialog
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
