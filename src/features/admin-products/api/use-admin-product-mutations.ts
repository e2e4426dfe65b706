import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productQueries } from '@/features/catalog/api/product-queries';
import { errorMessage } from '@/lib/backend/api-error';
import { serverText, translate } from '@/lib/i18n/i18n';
import { toast } from '@/stores/toast-store';
import { recheckAfterUnconfirmedWrite } from '@/lib/query/unconfirmed-writes';
import type { ProductPayload } from '../schemas';
import { keptValues, type ProductEditPayload } from '../lib/product-edit';
import { addProduct, deleteProduct, editProduct, uploadProductImage } from './admin-products-api';
import { refreshAfterWrite } from '@/lib/query/refresh-after-write';

/** Sends one image as multipart `my_file` and resolves to the hosted URL; the caller shows errors inline. */
export function useUploadProductImage() {
  return useMutation({ mutationFn: (file: File) => uploadProductImage(file) });
}

function useInvalidateProducts() {
  const queryClient = useQueryClient();
  // ['products'] covers the admin grid and every shop view (listing, home, search, detail).
  // Not awaited: the sheet or dialog closes at once and the grid refreshes behind it.
  return () => void refreshAfterWrite(queryClient, [productQueries.all()]);
}

/** A failed write shows the server's words; one that may still land is read back over the next seconds. */
function useReportProductWriteError() {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    toast.error(errorMessage(error));
    recheckAfterUnconfirmedWrite(queryClient, error, [productQueries.all()]);
  };
}

export function useAddProduct() {
  const invalidate = useInvalidateProducts();
  const reportError = useReportProductWriteError();
  return useMutation({
    mutationFn: (product: ProductPayload) => addProduct(product),
    onSuccess: () => {
      toast.success(translate('admin.products.toast.added'));
      invalidate();
    },
    onError: reportError,
  });
}

/**
 * Resolves to the fields the backend kept at another value than the one sent (read off the answer's product):
 * none is a success; otherwise the caller tells the admin which, and the form stays open
 * (docs/behaviour.md#admin).
 */
export function useEditProduct() {
  const invalidate = useInvalidateProducts();
  const reportError = useReportProductWriteError();
  return useMutation({
    mutationFn: async ({ id, product }: { id: string; product: ProductEditPayload }) => {
      const response = await editProduct(id, product);
      return { message: response.message, kept: keptValues(product, response.data) };
    },
    onSuccess: ({ message, kept }) => {
      if (kept.length === 0) toast.success(serverText(message) || translate('admin.products.toast.updated'));
      // Whatever it kept, the backend stored the rest: the grid shows the product as it is now.
      invalidate();
    },
    onError: reportError,
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  const reportError = useReportProductWriteError();
  return useMutation({
    mutationFn: (id: string) => deleteProduct(id),
    onSuccess: (response) => {
      toast.success(serverText(response.message) || translate('admin.products.toast.deleted'));
      invalidate();
    },
    onError: reportError,
  });
}
