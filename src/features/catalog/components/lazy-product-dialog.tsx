import { lazy, Suspense, useEffect, useState } from 'react';
import { useProductDialog } from '../hooks/use-product-dialog';

const loadProductDialog = () => import('./product-dialog');
const ProductDialogModule = lazy(() =>
  loadProductDialog().then((module) => ({ default: module.ProductDialog })),
);

/**
 * The product dialog (modal, review form, rating) is not needed to paint a page of cards: its code loads
 * once the page is idle, or at once when a product is opened (a ?product= link), and never delays the first load.
 */
export function LazyProductDialog({ guest = false }: { guest?: boolean }) {
  const { productId } = useProductDialog();
  const [wanted, setWanted] = useState(productId !== undefined);
  if (productId !== undefined && !wanted) setWanted(true);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    const handle = idle(() => void loadProductDialog());
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ProductDialogModule guest={guest} />
    </Suspense>
  );
}
