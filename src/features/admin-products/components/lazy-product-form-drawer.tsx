import { useLazyOverlay } from '@/components/overlays/use-lazy-overlay';
import type { ProductFormDrawerProps } from './product-form-drawer';

const loadProductFormDrawer = () => import('./product-form-drawer');

/**
 * ProductFormDrawer (the form, its image upload and Mantine's Drawer) loaded once the page is idle, or when Add New,
 * an Edit or an `?edit=` link first opens it.
 */
export function LazyProductFormDrawer(props: ProductFormDrawerProps) {
  const { loaded, opened } = useLazyOverlay(props.opened, loadProductFormDrawer);
  return loaded ? <loaded.ProductFormDrawer {...props} opened={opened} /> : null;
}
