import { lazy, Suspense, useEffect, useState } from 'react';
import { useProductDialog } from '@/features/catalog/hooks/use-product-dialog';
import { loadMessageBundles } from '@/lib/i18n/i18n';

// The dialog's texts come with its code (lib/i18n/message-bundles.ts).
const loadProductDialog = () =>
  Promise.all([import('./product-dialog'), loadMessageBundles('productDialog')]).then(([module]) => module);
const ProductDialogModule = lazy(() =>
  loadProductDialog().then((module) => ({ default: module.ProductDialog })),
);

/**
 * The product dialog (modal, review form, rating) is not needed to paint a page of cards: its code loads
 * on the first interaction or some seconds after the page settled, or at once when a product is opened (a ?product= link), and never delays the first load.
 */
export function LazyProductDialog({ guest = false }: { guest?: boolean }) {
  const { productId } = useProductDialog();
  const [wanted, setWanted] = useState(productId !== undefined);
  if (productId !== undefined && !wanted) setWanted(true);

  // Loaded on the first sign of use (a pointer or the keyboard on the page), or some seconds after the page
  // settled: never in the busy first moments, where its 50 KB of modal and form code would block the page.
  useEffect(() => {
    const events = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;
    let done = false;
    const load = () => {
      if (done) return;
      done = true;
      stop();
      void loadProductDialog();
    };
    const timer = window.setTimeout(load, 8000);
    const stop = () => {
      window.clearTimeout(timer);
      for (const event of events) document.removeEventListener(event, load, true);
    };
    for (const event of events) document.addEventListener(event, load, { capture: true, passive: true });
    return stop;
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ProductDialogModule guest={guest} />
    </Suspense>
  );
}
