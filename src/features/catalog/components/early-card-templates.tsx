import type { translate } from '@/lib/i18n/i18n';
import { productSchema } from '../schemas';
import { categoryName } from '../categories';
import { CATEGORY_LIST, categoryKey } from '../category-ids';
import {
  EARLY_CARD_SAMPLE_PRICES,
  EARLY_CARD_TEMPLATE_ATTRIBUTE,
  EARLY_CARD_TEMPLATES,
  EARLY_CARDS_ATTRIBUTE,
  NO_CATEGORY_KEY,
} from '@/boot/early-cards';
import { ProductCard } from './product-card';

const noop = () => undefined;

/**
 * The attribute that marks the listing's prerendered grid for its first cards (boot/early-cards.ts):
 * the category names those cards show, by category key, as the app's cards name them (categoryLabel).
 */
export function earlyCardsSlot(t: typeof translate) {
  const names = Object.fromEntries([
    ...CATEGORY_LIST.map((category) => [categoryKey(category.id), categoryName(category, t)]),
    [NO_CATEGORY_KEY, t('catalog.category.other')],
  ]);
  return { [EARLY_CARDS_ATTRIBUTE]: JSON.stringify(names) };
}

/**
 * Build time only (the listing's prerendered page): the app's card for two sample products, kept in templates
 * from which the first cards are made before the app has loaded (boot/early-cards.ts). One is on sale
 * and shown while adding, the other sold out at its regular price: between them every part a card can show.
 */
export function EarlyCardTemplates() {
  const { price, salePrice } = EARLY_CARD_SAMPLE_PRICES;
  const samples = {
    [EARLY_CARD_TEMPLATES.sale]: productSchema.parse({ _id: 'sale', price, salePrice, totalStock: 1 }),
    [EARLY_CARD_TEMPLATES.regular]: productSchema.parse({ _id: 'regular', price, totalStock: 0 }),
  };
  return Object.entries(samples).map(([name, product]) => (
    <template key={name} {...{ [EARLY_CARD_TEMPLATE_ATTRIBUTE]: name }} aria-hidden="true">
      <ProductCard
        product={product}
        onOpen={noop}
        onAddToCart={noop}
        adding={name === EARLY_CARD_TEMPLATES.sale}
      />
    </template>
  ));
}
