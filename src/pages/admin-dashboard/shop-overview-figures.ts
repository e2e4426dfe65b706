import { ADMIN_ORDER_STATUSES } from '@/features/admin-orders/lib/admin-orders-search';
import { LOW_STOCK_LIMIT } from '@/features/admin-products/lib/admin-products-search';
import type { Product } from '@/features/catalog/schemas';
import type { Order } from '@/features/orders/schemas';
import type { Locale } from '@/boot/preferred-locale';
import { formatPrice } from '@/lib/format/money';
import { formatCount } from '@/lib/format/numbers';

export const OVERVIEW_DAYS = 30;
const BEST_SELLER_COUNT = 5;
const DAY_MS = 86_400_000;

export interface OverviewDay {
  /** The calendar day, YYYY-MM-DD (UTC, as the order tables read the stored date). */
  day: string;
  /** The paid orders' total of that day. */
  revenue: number;
  /** Every order placed that day, whatever its status. */
  orders: number;
}

interface BestSeller {
  productId: string;
  title: string;
  quantity: number;
  revenue: number;
}

export interface ShopOverviewFigures {
  days: OverviewDay[];
  revenue: number;
  orders: number;
  /** Every order of the shop by status (all time): the orders list's filter shows the same counts. */
  statusCounts: Record<(typeof ADMIN_ORDER_STATUSES)[number], number>;
  bestSellers: BestSeller[];
  /** Products with LOW_STOCK_LIMIT or fewer left (none left included), fewest first. */
  lowStock: Product[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * How the shop is doing, computed in the browser from the admin's order and product lists (the contract has
 * no statistics call). The period is the OVERVIEW_DAYS calendar days up to and including `now`'s. A paid
 * order (paymentStatus 'paid') counts as revenue; best sellers are ranked by units in the period's paid
 * orders, then by their revenue, then by title.
 */
export function shopOverviewFigures(
  orders: readonly Order[],
  products: readonly Product[],
  now: Date,
): ShopOverviewFigures {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days: OverviewDay[] = Array.from({ length: OVERVIEW_DAYS }, (_, index) => ({
    day: new Date(today - (OVERVIEW_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
    revenue: 0,
    orders: 0,
  }));
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  const statusCounts = Object.fromEntries(ADMIN_ORDER_STATUSES.map((status) => [status, 0])) as Record<
    (typeof ADMIN_ORDER_STATUSES)[number],
    number
  >;
  const sellers = new Map<string, BestSeller>();

  for (const order of orders) {
    if (Object.hasOwn(statusCounts, order.orderStatus))
      statusCounts[order.orderStatus as keyof typeof statusCounts] += 1;
    const day = byDay.get(order.orderDate.slice(0, 10));
    if (!day) continue;
    day.orders += 1;
    if (order.paymentStatus !== 'paid') continue;
    day.revenue += order.totalAmount ?? 0;
    for (const item of order.cartItems) {
      const key = item.productId || item.title;
      const quantity = item.quantity ?? 0;
      const seller = sellers.get(key) ?? {
        productId: item.productId ?? '',
        title: item.title,
        quantity: 0,
        revenue: 0,
      };
      seller.quantity += quantity;
      seller.revenue += (item.price ?? 0) * quantity;
      sellers.set(key, seller);
    }
  }

  for (const day of days) day.revenue = round2(day.revenue);
  const bestSellers = [...sellers.values()]
    .map((seller) => ({ ...seller, revenue: round2(seller.revenue) }))
    .sort((a, b) => b.quantity - a.quantity || b.revenue - a.revenue || a.title.localeCompare(b.title))
    .slice(0, BEST_SELLER_COUNT);
  const lowStock = products
    .filter((product) => product.totalStock <= LOW_STOCK_LIMIT)
    .sort((a, b) => a.totalStock - b.totalStock || a.title.localeCompare(b.title, 'tr'));

  return {
    days,
    revenue: round2(days.reduce((sum, day) => sum + day.revenue, 0)),
    orders: days.reduce((sum, day) => sum + day.orders, 0),
    statusCounts,
    bestSellers,
    lowStock,
  };
}

/** The chart's two series: the day's revenue, in the price format, and its orders, a count. */
export type OverviewSeries = 'revenue' | 'orders';

/** A chart value as the tooltip shows it: revenue as a price ("$12.50", "$12,50"), orders as a whole count. */
export function overviewValueText(series: OverviewSeries, value: number, locale: Locale) {
  return series === 'revenue' ? formatPrice(value, locale) : formatCount(value, locale);
}
