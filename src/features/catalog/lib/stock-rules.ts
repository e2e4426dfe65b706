import { translate } from '@/lib/i18n/i18n';
import type { Product } from '../schemas';

/**
 * The detail dialog (docs/behaviour.md#cart-and-checkout): blocked when the cart quantity plus 1 would exceed
 * totalStock. As in the original shop, {n} is the quantity already in the cart: "Only 2 quantity can be added…"
 * at stock 2. Both refusals are in the current language, read when the refusal is shown.
 */
export function dialogStockRefusal(product: Pick<Product, 'totalStock'>, inCart: number): string | null {
  if (inCart + 1 <= product.totalStock) return null;
  return translate('catalog.stock.dialogRefusal', { quantity: inCart });
}

/** docs/behaviour.md#validation, search results: blocked when the cart already holds the whole stock. */
export function searchStockRefusal(product: Pick<Product, 'totalStock'>, inCart: number): string | null {
  if (inCart < product.totalStock) return null;
  return translate('catalog.stock.searchRefusal', { quantity: product.totalStock });
}
