import type { Product } from '@/features/catalog/schemas';
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
 * A large, deterministic catalogue for performance work (the 5,000-product switch): the seed products in
 * numbered variants with their own prices and stock, so sorting and filtering have real work to do.
 */
export function scaledCatalogue(size: number): Product[] {
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
