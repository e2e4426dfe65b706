import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Divider, Grid, Loader, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { cartQuantityOf, useAddToCart, useCart } from '@/features/cart/api/use-cart';
import { ProductReviews } from '@/features/reviews/components/product-reviews';
import { ReviewFormSection } from '@/features/reviews/components/review-form';
import { StarRatingDisplay } from '@/features/reviews/components/star-rating';
import { useTranslate } from '@/lib/i18n/i18n';
import { toast } from '@/stores/toast-store';
import { DIALOG_IMAGE, sizedImage } from '@/boot/image-variants';
import { safeImageUrl } from '@/lib/format/safe-image-url';
import touch from '@/components/touch/touch-targets.module.css';
import { useOpenerFocusReturn } from '@/components/overlays/use-opener-focus-return';
import { productQueries } from '@/features/catalog/api/product-queries';
import { useProductDialog } from '@/features/catalog/hooks/use-product-dialog';
import { findCachedProduct } from '@/features/catalog/lib/cached-product';
import { dialogStockRefusal } from '@/features/catalog/lib/stock-rules';
import { categoryLabel } from '@/features/catalog/categories';
import { hasPrice, type Product } from '@/features/catalog/schemas';
import { ProductPrice } from '@/features/catalog/components/product-price';
import { loadingRegion } from '@/components/feedback/loading-region';

/**
 * The product detail dialog of docs/behaviour.md#catalog, driven by `?product=<id>`. Guests (the landing page) see the
 * product and its reviews; their Add to Cart goes to the sign-in page.
 */
export function ProductDialog({ guest = false }: { guest?: boolean }) {
  const t = useTranslate();
  const { productId, close } = useProductDialog();
  // Keep the last product while the dialog animates closed.
  const [shownId, setShownId] = useState(productId);
  if (productId && productId !== shownId) setShownId(productId);

  const queryClient = useQueryClient();
  const query = useQuery({
    ...productQueries.detail(shownId ?? ''),
    enabled: shownId !== undefined,
    placeholderData: () => (shownId ? findCachedProduct(queryClient, shownId) : undefined),
  });
  // A failed detail load keeps the copy a list already holds (as the order dialogs do): the shopper saw the
  // product a moment ago, and "could not be loaded" is only for a product no list knows.
  const product =
    query.data ?? (query.isError && shownId ? findCachedProduct(queryClient, shownId) : undefined);
  const opened = productId !== undefined;
  useOpenerFocusReturn(opened);

  return (
    <Modal
      opened={opened}
      onClose={close}
      // Mantine notes the element to return to only when `opened` changes, never when the dialog mounts open,
      // as it does on first use (its code loads lazily): useOpenerFocusReturn does it for every open instead.
      returnFocus={false}
      size="xl"
      title={
        product?.title ??
        (query.isError ? t('landing.productDialog.notAvailable') : t('landing.productDialog.loading'))
      }
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      closeButtonProps={{ 'aria-label': t('landing.productDialog.close') }}
    >
      {product ? (
        <ProductDetails product={product} guest={guest} />
      ) : query.isError ? (
        <Text c="dimmed">{t('landing.productDialog.loadError')}</Text>
      ) : (
        <Stack {...loadingRegion(t('landing.productDialog.loading'))}>
          <Skeleton height={280} />
          <Skeleton height={24} width="70%" />
          <Skeleton height={24} width="40%" />
        </Stack>
      )}
    </Modal>
  );
}

function ProductDetails({ product, guest }: { product: Product; guest: boolean }) {
  const t = useTranslate();
  const outOfStock = product.totalStock <= 0;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <img
          {...sizedImage(safeImageUrl(product.image), DIALOG_IMAGE)}
          alt={product.title}
          width={600}
          height={450}
          style={{
            display: 'block',
            width: '100%',
            height: 'auto',
            borderRadius: 8,
            aspectRatio: '4 / 3',
            objectFit: 'cover',
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Stack gap="md">
          <Text size="sm" fw={600} c="dimmed">
            {categoryLabel(product.category, t)}
          </Text>
          <Text c="dimmed">{product.description}</Text>
          <ProductPrice price={product.price} salePrice={product.salePrice} size="xl" />
          <StarRatingDisplay value={product.averageReview} withValue size="md" />
          {!hasPrice(product) ? (
            <Button disabled fullWidth>
              {t('landing.productDialog.unavailable')}
            </Button>
          ) : outOfStock ? (
            <Button disabled fullWidth>
              {t('landing.productDialog.outOfStock')}
            </Button>
          ) : guest ? (
            <GuestAddToCart />
          ) : (
            <ShopperAddToCart product={product} />
          )}
          <Divider />
          <ProductReviews productId={product._id} />
          {guest ? (
            <Text size="sm" c="dimmed">
              {t('landing.productDialog.signInToReview')}
            </Text>
          ) : (
            <ReviewFormSection productId={product._id} />
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function GuestAddToCart() {
  const t = useTranslate();
  const navigate = useNavigate();
  return (
    <Button fullWidth className={touch.purchase} onClick={() => void navigate({ to: '/auth/login' })}>
      {t('landing.productDialog.addToCart')}
    </Button>
  );
}

function ShopperAddToCart({ product }: { product: Product }) {
  const t = useTranslate();
  const { cart } = useCart();
  const addToCart = useAddToCart();
  const onAdd = () => {
    const refusal = dialogStockRefusal(product, cartQuantityOf(cart, product._id));
    if (refusal) {
      toast.error(refusal);
      return;
    }
    addToCart.mutate({ product });
  };
  // Not Mantine's `loading`: it disables the button, which drops a keyboard user's focus to the page body (out of
  // the dialog, place lost). Cart mutations are serialised, so a second press while one is pending adds one more.
  const pending = addToCart.isPending;
  return (
    <Button
      fullWidth
      className={touch.purchase}
      onClick={onAdd}
      aria-busy={pending || undefined}
      rightSection={pending ? <Loader size={16} color="white" aria-hidden="true" /> : undefined}
    >
      {t('landing.productDialog.addToCart')}
    </Button>
  );
}
