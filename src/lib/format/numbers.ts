import { currentLocale } from '@/lib/i18n/i18n';
import { type Locale } from '@/boot/preferred-locale';

const countFormats = new Map<Locale, Intl.NumberFormat>();

/** A whole count in the language's number form: 5,000 in English, 5.000 in Turkish. */
export function formatCount(value: number, locale: Locale = currentLocale()) {
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-US', { maximumFractionDigits: 0 });
    countFormats.set(locale, format);
  }
  return format.format(value);
}

const amountFormats = new Map<Locale, Intl.NumberFormat>();

/** A number with up to two decimals in the language's form: 1,234.5 in English, 1.234,5 in Turkish. */
export function formatAmount(value: number, locale: Locale = currentLocale()) {
  let format = amountFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-US', { maximumFractionDigits: 2 });
    amountFormats.set(locale, format);
  }
  return format.format(value);
}
