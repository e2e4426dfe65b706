import type { Locale } from './preferred-locale';

const priceFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * Dollars with two decimals (docs/behaviour.md#limits) in the language's number form: `$1234.50` in English
 * (thousands grouped from five digits on, `$12,345.50`), `$1.234,50` in Turkish (grouped from four digits on,
 * as Turkish shops write prices). Plain code: the listing's first cards use it before the app has loaded
 * (boot/early-cards.ts); the app's formatPrice (lib/format/money.ts) adds the language of the moment.
 */
export function formatDollars(amount: number, locale: Locale) {
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
