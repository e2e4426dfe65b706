import { hasPrice, type Product } from '@/features/catalog/schemas';
import { cartQuantityOf } from './api/use-cart';
import type { OrderItem } from './order-line-schema';
import type { Cart } from './schemas';

/** What reading a product today gave: the product, a 404 (it no longer exists), or no usable answer. */
export type ProductToday = { kind: 'found'; product: Product } | { kind: 'missing' } | { kind: 'unreadable' };

/** How one product of a past order fared (one entry per product: lines of the same product are summed). */
export type BuyAgainOutcome =
  | { kind: 'added'; title: string; quantity: number }
  /** Fewer than ordered: the stock (less what the cart already held) allowed only `quantity`. */
  | { kind: 'capped'; title: string; quantity: number; ordered: number }
  | { kind: 'outOfStock'; title: string }
  /** The cart already holds the whole stock: nothing more can be added. */
  | { kind: 'alreadyInCart'; title: string; inCart: number }
  /** The product no longer exists (404), or the stored line never named one. */
  | { kind: 'gone'; title: string }
  /** The product has no price today, so it cannot be bought. */
  | { kind: 'notForSale'; title: string }
  /** Today's product could not be read, so nothing was sent for it. */
  | { kind: 'unreadable'; title: string }
  /** The backend refused the add. */
  | { kind: 'failed'; title: string }
  /** The add ended without a clear answer: it may have landed (the cart is read again and shows it if so). */
  | { kind: 'unconfirmed'; title: string };

/** A product to add, or what it already came to without a call. */
export type BuyAgainPlan =
  { kind: 'add'; product: Product; quantity: number; ordered: number } | BuyAgainOutcome;

/** The order's lines by product, in order of first appearance, with their quantities summed. */
export function orderedProducts(lines: readonly OrderItem[]) {
  const byProduct = new Map<string, { productId: string; title: string; ordered: number }>();
  const withoutProduct: string[] = [];
  for (const line of lines) {
    // A stored line without a quantity, or with less than one, was still one item bought.
    const whole = Math.floor(line.quantity ?? 1);
    const ordered = whole > 0 ? whole : 1;
    if (!line.productId) {
      withoutProduct.push(line.title);
      continue;
    }
    const seen = byProduct.get(line.productId);
    if (seen) seen.ordered += ordered;
    else byProduct.set(line.productId, { productId: line.productId, title: line.title, ordered });
  }
  return { products: [...byProduct.values()], withoutProduct };
}

/**
 * What Buy again does with each product of a past order, from today's products and the cart as it is: the
 * quantity ordered, capped so that the cart's quantity of the product never passes today's stock (what the cart
 * already holds counts: 3 ordered, 1 in the cart, 2 in stock adds 1). Out of stock, removed and price-less
 * products are named, never dropped.
 */
export function planBuyAgain(
  lines: readonly OrderItem[],
  today: ReadonlyMap<string, ProductToday>,
  cart: Cart,
): BuyAgainPlan[] {
  const { products, withoutProduct } = orderedProducts(lines);
  const plans = products.map(({ productId, title: orderedTitle, ordered }): BuyAgainPlan => {
    const found = today.get(productId) ?? { kind: 'unreadable' };
    if (found.kind === 'missing') return { kind: 'gone', title: orderedTitle };
    if (found.kind === 'unreadable') return { kind: 'unreadable', title: orderedTitle };
    const { product } = found;
    const title = product.title || orderedTitle;
    if (!hasPrice(product)) return { kind: 'notForSale', title };
    if (product.totalStock <= 0) return { kind: 'outOfStock', title };
    const inCart = cartQuantityOf(cart, productId);
    const room = Math.max(0, Math.floor(product.totalStock) - inCart);
    if (room === 0) return { kind: 'alreadyInCart', title, inCart };
    return { kind: 'add', product, quantity: Math.min(ordered, room), ordered };
  });
  return [...plans, ...withoutProduct.map((title): BuyAgainPlan => ({ kind: 'gone', title }))];
}

/** The outcome of a planned add that the backend took. */
export function addedOutcome(plan: Extract<BuyAgainPlan, { kind: 'add' }>): BuyAgainOutcome {
  const title = plan.product.title;
  return plan.quantity < plan.ordered
    ? { kind: 'capped', title, quantity: plan.quantity, ordered: plan.ordered }
    : { kind: 'added', title, quantity: plan.quantity };
}

/** The products of the order that are now in the cart because of Buy again (or were already, up to the stock). */
export function productsInCart(outcomes: readonly BuyAgainOutcome[]) {
  return outcomes.filter(
    (outcome) => outcome.kind === 'added' || outcome.kind === 'capped' || outcome.kind === 'alreadyInCart',
  ).length;
}
