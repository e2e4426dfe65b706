import type { Product } from '@/features/catalog/schemas';
import type { MockOrder } from './documents';
import { seedProducts } from './seed-catalog';

const PACKS = [
  '',
  'Gift Box',
  'Family Pack',
  'Bayram Edition',
  'Travel Tin',
  'Market Fresh',
  'Village Style',
  'Premium',
];

/**
 * A large, deterministic catalog for performance work (the 5,000-product switch): the seed products in
 * numbered variants with their own prices and stock, so sorting and filtering have real work to do.
 */
export function scaledCatalog(size: number): Product[] {
  const products: Product[] = [];
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let index = 0; products.length < size; index += 1) {
    const base = seedProducts[index % seedProducts.length];
    if (!base) break;
    const round = Math.floor(index / seedProducts.length);
    if (round === 0) {
      products.push(base);
      continue;
    }
    const pack = PACKS[round % PACKS.length];
    const price = Math.round(base.price * (0.6 + random() * 1.2) * 100) / 100;
    const onSale = random() < 0.3;
    products.push({
      ...base,
      _id: `${base._id.slice(0, 12)}${index.toString(16).padStart(12, '0')}`,
      title: `${base.title}${pack ? ` — ${pack}` : ''} #${round}`,
      price,
      salePrice: onSale ? Math.round(price * 0.85 * 100) / 100 : 0,
      totalStock: Math.floor(random() * 150),
    });
  }
  return products;
}

/** Every status of the contract, in the share a year of a real shop might hold them. */
const SCALED_STATUS_WEIGHTS: readonly (readonly [string, number])[] = [
  ['delivered', 0.55],
  ['confirmed', 0.1],
  ['inProcess', 0.1],
  ['inShipping', 0.1],
  ['pending', 0.1],
  ['rejected', 0.05],
];
const SCALED_ADDRESSES = [
  { address: 'Moda Caddesi 42, Kadıköy', city: 'İstanbul', pincode: '34710', phone: '+90 532 555 0142' },
  { address: 'Atatürk Bulvarı 118, Çankaya', city: 'Ankara', pincode: '06680', phone: '+90 533 412 7788' },
  { address: 'Kordon Boyu 9, Alsancak', city: 'İzmir', pincode: '35220', phone: '+90 535 208 3311' },
  { address: 'Şehitkamil Caddesi 3', city: 'Gaziantep', pincode: '27000', phone: '+90 542 600 1905' },
  { address: 'Lara Caddesi 77, Muratpaşa', city: 'Antalya', pincode: '07100', phone: '+90 530 774 5620' },
];
/** The two shoppers whose year of orders the switch seeds: the demo shopper and a reviewer. */
const SCALED_SHOPPERS = ['64a000000000000000000002', '64a000000000000000000011'];
const DAY_MS = 86_400_000;

/**
 * A year of orders for performance work (the 3,000-order switch, `?mock-orders=3000`): deterministic lines
 * from the seed catalog (whose products are also the first of the scaled catalog), dates spread over the
 * 365 days before `now`, every status of the contract; paid when the payment went through (every status but
 * pending and rejected). Ids are 24 hex digits ending in the order's number, so each is unique and findable.
 */
export function scaledOrders(count: number, now = Date.now()): MockOrder[] {
  const orders: MockOrder[] = [];
  let seed = 11;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const pick = <Item>(items: readonly Item[]) => items[Math.floor(random() * items.length)] as Item;
  for (let index = 0; index < count; index += 1) {
    const lineCount = 1 + Math.floor(random() * 3);
    const cartItems = Array.from({ length: lineCount }, () => {
      const product = pick(seedProducts);
      return {
        productId: product._id,
        title: product.title,
        image: product.image,
        price: product.salePrice > 0 ? product.salePrice : product.price,
        quantity: 1 + Math.floor(random() * 4),
      };
    });
    let roll = random();
    const status = SCALED_STATUS_WEIGHTS.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? 'delivered';
    const paid = status !== 'pending' && status !== 'rejected';
    const orderTime = now - Math.floor(random() * 365 * DAY_MS);
    const address = pick(SCALED_ADDRESSES);
    const id = `64f0${index.toString(16).padStart(20, '0')}`;
    orders.push({
      _id: id,
      userId: pick(SCALED_SHOPPERS),
      cartId: `64e0${index.toString(16).padStart(20, '0')}`,
      cartItems,
      addressInfo: { addressId: '64c000000000000000000001', ...address, notes: '' },
      orderStatus: status,
      paymentMethod: 'paypal',
      paymentStatus: paid ? 'paid' : 'pending',
      totalAmount: Number(cartItems.reduce((sum, item) => sum + item.price * item.quantity, 0).toFixed(2)),
      orderDate: new Date(orderTime).toISOString(),
      orderUpdateDate: new Date(Math.min(now, orderTime + Math.floor(random() * 5 * DAY_MS))).toISOString(),
      paymentId: paid ? `PAYID-SCALE${index}` : '',
      payerId: paid ? `PAYER-SCALE${index % 2}` : '',
      providerPaymentId: `PAYID-SCALE${index}`,
    });
  }
  return orders;
}
