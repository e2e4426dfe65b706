import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productQueries } from '@/features/catalog/api/product-queries';
import { errorMessage } from '@/lib/api-error';
import { translate } from '@/lib/i18n/i18n';
import { toast } from '@/stores/toast-store';
import { recheckAfterUnconfirmedWrite } from '@/lib/unconfirmed-writes';
import type { ProductPayload } from '../schemas';
import { addProduct, deleteProduct, editProduct, uploadProductImage } from './admin-products-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';

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

export function useEditProduct() {
  const invalidate = useInvalidateProducts();
  const reportError = useReportProductWriteError();
  return useMutation({
    mutationFn: ({ id, product }: { id: string; product: ProductPayload }) => editProduct(id, product),
    onSuccess: (response) => {
      toast.success(response.message || translate('admin.products.toast.updated'));
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
      toast.success(response.message || translate('admin.products.toast.deleted'));
      invalidate();
    },
    onError: reportError,
  });
}
