import { currentLocale, type Locale } from '@/lib/i18n/i18n';

/** The price a shopper pays: the sale price when above 0, otherwise the price (docs/behaviour.md#cart-and-checkout). */
export function effectivePrice(item: { price: number; salePrice?: number | null }) {
  return item.salePrice && item.salePrice > 0 ? item.salePrice : item.price;
}

const priceFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * Dollars with two decimals (docs/behaviour.md#limits) in the language's number form: `$1234.50` in English
 * (thousands grouped from five digits on, `$12,345.50`), `$1.234,50` in Turkish (grouped from four digits on,
 * as Turkish shops write prices); a dash where the backend stored no amount. A component that shows prices
 * renders again when the language changes (it calls useTranslate or useLocale).
 */
export function formatPrice(amount: number | undefined, locale: Locale = currentLocale()) {
  if (amount === undefined) return '—';
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-US', {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      useGrouping: locale === 'tr' ? 'always' : 'min2',
    });
    priceFormats.set(locale, format);
  }
  return format.format(amount);
}
