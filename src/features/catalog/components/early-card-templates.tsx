import type { ReactElement } from 'react';
import { currentLocale, i18n, translate } from '@/lib/i18n/i18n';
import { LOCALES, type Locale } from '@/boot/preferred-locale';
import { productSchema } from '../schemas';
import { categoryName } from '../categories';
import { CATEGORY_LIST, categoryKey } from '../category-ids';
import {
  EARLY_CARD_NAMES_ATTRIBUTE,
  EARLY_CARD_SAMPLE_PRICES,
  EARLY_CARD_TEMPLATE_ATTRIBUTE,
  EARLY_CARD_TEMPLATES,
  EARLY_CARDS_ATTRIBUTE,
  NO_CATEGORY_KEY,
} from '@/boot/early-cards';
import { ProductCard } from './product-card';

const noop = () => undefined;

/** The attribute that marks the listing's prerendered grid for its first cards (boot/early-cards.ts). */
export const EARLY_CARDS_SLOT = { [EARLY_CARDS_ATTRIBUTE]: '' } as const;

/** The category names the first cards show, by category key, as the app's cards name them (categoryLabel). */
function categoryNames(t: typeof translate) {
  return Object.fromEntries([
    ...CATEGORY_LIST.map((category) => [categoryKey(category.id), categoryName(category, t)]),
    [NO_CATEGORY_KEY, t('catalog.category.other')],
  ]);
}

/**
 * Build time only (the listing's prerendered page): the app's card for two sample products, kept in templates
 * from which the first cards are made before the app has loaded (boot/early-cards.ts). One is on sale
 * and shown while adding, the other sold out at its regular price: between them every part a card can show.
 * In the language active when it renders.
 */
function EarlyCardTemplates() {
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

/** One language's templates: its category names (JSON) and its card templates' markup. */
export interface EarlyCardSet {
  locale: Locale;
  names: string;
  cards: string;
}

/**
 * Build time only: the templates and category names in every language, each rendered by the app's own card with
 * that language active (one render speaks one language, so they are rendered apart from the page). Each
 * language's messages must have loaded; `render` is react-dom/server's, which the app's code does not carry.
 */
export function renderEarlyCardSets(render: (element: ReactElement) => string): EarlyCardSet[] {
  const pageLocale = currentLocale();
  try {
    return LOCALES.map((locale) => {
      i18n.activate(locale);
      return {
        locale,
        names: JSON.stringify(categoryNames(translate)),
        cards: render(<EarlyCardTemplates />),
      };
    });
  } finally {
    i18n.activate(pageLocale);
  }
}

/** The sets the listing's prerendered grid carries: prerender.tsx renders them before the page. */
let prerenderedSets: readonly EarlyCardSet[] = [];

export function setPrerenderedEarlyCardSets(sets: readonly EarlyCardSet[]) {
  prerenderedSets = sets;
}

/**
 * Build time only: each language's templates in the listing's grid, a `<template lang>` apiece, from which the
 * first cards are made in the shopper's language.
 */
export function EarlyCardSets({ sets = prerenderedSets }: { sets?: readonly EarlyCardSet[] }) {
  return sets.map(({ locale, names, cards }) => (
    <template
      key={locale}
      lang={locale}
      {...{ [EARLY_CARD_NAMES_ATTRIBUTE]: names }}
      dangerouslySetInnerHTML={{ __html: cards }}
    />
  ));
}
