/** The price a shopper pays: the sale price when above 0, otherwise the price (docs/behaviour.md#cart-and-checkout). */
export function effectivePrice(item: { price: number; salePrice?: number | null }) {
  return item.salePrice && item.salePrice > 0 ? item.salePrice : item.price;
}

/** Dollars with two decimals (docs/behaviour.md#limits); a dash where the backend stored no amount. */
export function formatPrice(amount: number | undefined) {
  return amount === undefined ? '—' : `$${amount.toFixed(2)}`;
}
