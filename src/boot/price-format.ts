import type { Locale } from './preferred-locale';

/**
 * Dollars with two decimals (docs/behaviour.md#limits) in the language's number form: `$1234.50` in English
 * (thousands grouped from five digits on, `$12,345.50`), `$1.234,50` in Turkish (grouped from four digits on,
 * as Turkish shops write prices). Plain code: the listing's first cards use it before the app has loaded
 * (boot/early-cards.ts); the app's formatPrice (lib/format/money.ts) adds the language of the moment.
 *
 * Written out, exactly as Intl.NumberFormat writes any amount below 10^21 (its tests compare the two): a page's
 * first Intl number format loads the browser's number data, one task of 20–90 ms on a phone-speed CPU, and prices
 * are the only numbers a shopper's first page shows. Rounded as Intl rounds, half away from zero on the number's
 * shortest decimal form (1.005 is $1.01).
 */
export function formatDollars(amount: number, locale: Locale) {
  // The shortest decimal form; an amount too small for one (1e-7) is no cent, one too large for one (1e21) or
  // not a number is shown as it is, after the dollar sign.
  const decimal = /^(\d+)(?:\.(\d+))?$/.exec(Math.abs(amount) < 1e-6 ? '0' : Math.abs(amount).toString());
  if (!decimal) return `$${amount}`;
  const fraction = `${decimal[2] ?? ''}000`;
  const cents = BigInt(`${decimal[1]}${fraction.slice(0, 2)}`) + (fraction[2]! >= '5' ? 1n : 0n);
  const whole = `${cents / 100n}`;
  const turkish = locale === 'tr';
  const grouped =
    whole.length < (turkish ? 4 : 5) ? whole : whole.replace(/\B(?=(\d{3})+$)/g, turkish ? '.' : ',');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}$${grouped}${turkish ? ',' : '.'}${`${cents % 100n}`.padStart(2, '0')}`;
}
