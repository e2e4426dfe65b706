import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NumberInput.css';
import {
  Button,
  Drawer,
  NumberInput,
  Stack,
  Textarea,
  TextInput,
  type NumberInputProps,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenerFocusReturn } from '@/components/overlays/use-opener-focus-return';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { categoryName } from '@/features/catalog/categories';
import { CATEGORY_LIST, knownCategory } from '@/features/catalog/category-ids';
import type { Product } from '@/features/catalog/schemas';
import { useTranslate } from '@/lib/i18n/i18n';
import { adminProductQueries } from '../api/admin-product-queries';
import { useAddProduct, useEditProduct, useUploadProductImage } from '../api/use-admin-product-mutations';
import { makeProductFormSchema, toProductPayload, type ProductForm, type ProductFormInput } from '../schemas';
import { ImageUpload } from '@/components/form/image-upload';
import { Select } from '@/components/form/select';
import { toProductEditPayload, type KeptValue } from '../lib/product-edit';
import { KeptValuesAlert } from './kept-values-alert';

export interface ProductFormDrawerProps {
  opened: boolean;
  /** The product being edited; null adds a new one. */
  product: Product | null;
  /** A new value for each opening: the form inside is keyed by it. */
  session: number;
  onClose: () => void;
}

/** Add New Product / edit, in a side sheet (docs/behaviour.md#admin). */
export function ProductFormDrawer({ opened, product, session, onClose }: ProductFormDrawerProps) {
  const t = useTranslate();
  useOpenerFocusReturn(opened);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // The focus goes back to the button that opened the sheet (useOpenerFocusReturn), not Mantine's guess.
      returnFocus={false}
      position="right"
      size="md"
      closeButtonProps={{ 'aria-label': t('admin.productForm.close') }}
      title={product ? t('admin.productForm.editTitle') : t('admin.productForm.addTitle')}
    >
      {/* Keyed per opening (and unmounted by Drawer once closed): the next opening never sees old input. */}
      <ProductFormBody key={session} product={product} onDone={onClose} />
    </Drawer>
  );
}

/** The form's value for a stored category: the known category's id, else the stored value itself. */
function formCategoryOf(stored: string) {
  return knownCategory(stored)?.id ?? (stored.trim() || undefined);
}

/**
 * The eleven categories, named in the current language (`t` from useTranslate), plus the edited product's own
 * category when it is none of them.
 */
function categoryOptions(product: Product | null, t: (id: string) => string) {
  const options: { value: string; label: string }[] = CATEGORY_LIST.map((category) => ({
    value: category.id,
    label: categoryName(category, t),
  }));
  const own = product?.category.trim();
  if (own && !knownCategory(own)) options.push({ value: own, label: own });
  return options;
}

function defaultValuesFor(product: Product | null): Partial<ProductFormInput> {
  if (!product) return { image: '', title: '', description: '', averageReview: 0 };
  return {
    image: product.image,
    title: product.title,
    description: product.description,
    category: formCategoryOf(product.category),
    price: product.price,
    salePrice: product.salePrice > 0 ? product.salePrice : undefined,
    totalStock: product.totalStock,
    averageReview: product.averageReview,
  };
}

/** NumberInput reports '' for an empty box: the form keeps undefined so zod can say the field is required. */
function toNumber(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

function ProductFormBody({ product, onDone }: { product: Product | null; onDone: () => void }) {
  const t = useTranslate();
  const isEdit = product !== null;
  const addProduct = useAddProduct();
  const editProduct = useEditProduct();
  const [uploading, setUploading] = useState(false);
  // What the backend kept at another value on the last save: the sheet stays open and says so.
  const [kept, setKept] = useState<readonly KeptValue[]>([]);
  const uploadImage = useUploadProductImage();
  // The grid's own list (already loaded): how this backend spells the categories it stores.
  const { data: storedProducts } = useQuery(adminProductQueries.list());
  const schema = useMemo(
    () => makeProductFormSchema(product?.category.trim() || undefined, { editing: product !== null }),
    [product],
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ProductFormInput, unknown, ProductForm>({
    resolver: zodResolver(schema),
    defaultValues: defaultValuesFor(product),
  });
  const saving = addProduct.isPending || editProduct.isPending;

  const onSubmit = handleSubmit((form) => {
    if (saving) return;
    const storedCategories = (storedProducts ?? []).map((stored) => stored.category);
    if (product) {
      setKept([]);
      const edit = toProductEditPayload(form, { editing: product, storedCategories });
      editProduct.mutate(
        { id: product._id, product: edit },
        { onSuccess: (result) => (result.kept.length > 0 ? setKept(result.kept) : onDone()) },
      );
    } else addProduct.mutate(toProductPayload(form, { storedCategories }), { onSuccess: onDone });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageUpload
              upload={uploadImage}
              imageUrl={field.value ?? ''}
              onImageUrlChange={field.onChange}
              onUploadingChange={setUploading}
              disabled={isEdit}
              error={fieldState.error?.message && t(fieldState.error.message)}
            />
          )}
        />
        <TextInput
          label={t('admin.productForm.title')}
          withAsterisk
          {...register('title')}
          error={errors.title?.message && t(errors.title.message)}
        />
        <Textarea
          label={t('admin.productForm.description')}
          withAsterisk
          rows={4}
          {...register('description')}
          error={errors.description?.message && t(errors.description.message)}
        />
        <Controller
          control={control}
          name="category"
          render={({ field, fieldState }) => (
            <Select
              label={t('admin.productForm.category')}
              withAsterisk
              placeholder={t('admin.productForm.categoryPlaceholder')}
              data={categoryOptions(product, t)}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              allowDeselect={false}
              error={fieldState.error?.message && t(fieldState.error.message)}
            />
          )}
        />
        <NumberField
          control={control}
          name="price"
          label={t('admin.productForm.price')}
          withAsterisk
          prefix="$"
          decimalScale={2}
        />
        <NumberField
          control={control}
          name="salePrice"
          label={t('admin.productForm.salePrice')}
          description={t('admin.productForm.salePriceHint')}
          prefix="$"
          decimalScale={2}
        />
        <NumberField
          control={control}
          name="totalStock"
          label={t('admin.productForm.totalStock')}
          withAsterisk
          allowDecimal={false}
          allowNegative={false}
        />
        {kept.length > 0 && <KeptValuesAlert kept={kept} />}
        <Button type="submit" mt="sm" loading={saving} disabled={uploading}>
          {isEdit ? t('admin.productForm.saveChanges') : t('admin.productForm.add')}
        </Button>
      </Stack>
    </form>
  );
}

/** A NumberInput bound to one of the form's number fields: empty input is "not set", never NaN. */
function NumberField({
  control,
  name,
  ...inputProps
}: Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'error'> & {
  control: Control<ProductFormInput, unknown, ProductForm>;
  name: 'price' | 'salePrice' | 'totalStock';
}) {
  const t = useTranslate();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          min={0}
          {...inputProps}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(toNumber(value))}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={fieldState.error?.message && t(fieldState.error.message)}
        />
      )}
    />
  );
}
