import { currentLocale } from '@/lib/i18n/i18n';
import { type Locale } from '@/boot/preferred-locale';
import { formatDollars } from '@/boot/price-format';

/** The price a shopper pays: the sale price when above 0, otherwise the price (docs/behaviour.md#cart-and-checkout). */
export function effectivePrice(item: { price: number; salePrice?: number | null }) {
  return item.salePrice && item.salePrice > 0 ? item.salePrice : item.price;
}

/**
 * Dollars with two decimals (docs/behaviour.md#limits) in the language's number form (boot/price-format.ts); a dash
 * where the backend stored no amount. A component that shows prices renders again when the language changes (it
 * calls useTranslate or useLocale).
 */
export function formatPrice(amount: number | undefined, locale: Locale = currentLocale()) {
  return amount === undefined ? '—' : formatDollars(amount, locale);
}
