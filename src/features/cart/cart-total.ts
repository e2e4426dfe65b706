import { effectivePrice } from '@/lib/format/money';
import type { CartItem } from './schemas';

/** Sum of effective unit price × quantity, rounded to cents so the total never shows float noise. */
export function cartTotal(items: readonly CartItem[]) {
  const total = items.reduce((sum, item) => sum + effectivePrice(item) * item.quantity, 0);
  return Math.round(total * 100) / 100;
}
