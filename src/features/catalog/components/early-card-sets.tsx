import type { ReactElement } from 'react';
import { currentLocale, i18n, translate } from '@/lib/i18n/i18n';
import { LOCALES, type Locale } from '@/boot/preferred-locale';
import { productSchema } from '../schemas';
import { categoryName } from '../categories';
import { CATEGORY_LIST, categoryKey } from '../category-ids';
import { SORT_OPTIONS } from '../sort';
import {
  EARLY_CARD_SAMPLE_PRICES,
  EARLY_CARD_TEMPLATE_ATTRIBUTE,
  EARLY_CARD_TEMPLATES,
  EARLY_FILTERS_BUTTON_ATTRIBUTE,
  EARLY_FILTERS_SAMPLE_COUNT,
  NO_CATEGORY_KEY,
  type EarlyViewTexts,
} from '@/boot/early-cards';
import type { EarlyCardSet } from './early-card-templates';
import { ProductCard } from './product-card';
import { filtersButtonLabel, ListingFiltersSheet } from './listing-filters-sheet';
import { sortButtonLabel } from './sort-menu';

/**
 * Build time only (src/prerender.tsx, never the app's code): what the listing's prerendered grid carries in each
 * language for its first screen before the app (boot/early-cards.ts), rendered by the app's own components.
 */

const noop = () => undefined;

/** The category names the first cards show, by category key, as the app's cards name them (categoryLabel). */
function categoryNames(t: typeof translate) {
  return Object.fromEntries([
    ...CATEGORY_LIST.map((category) => [categoryKey(category.id), categoryName(category, t)]),
    [NO_CATEGORY_KEY, t('catalog.category.other')],
  ]);
}

/**
 * The product count's text for each plural form of `locale`, `#` in the number's place: each from a number that
 * takes that form (a form no number up to 100 takes is left out, and its count to the app).
 */
function countTexts(locale: Locale, t: typeof translate) {
  const rules = new Intl.PluralRules(locale);
  const numbers = Array.from({ length: 101 }, (_, number) => number);
  return Object.fromEntries(
    rules.resolvedOptions().pluralCategories.flatMap((form) => {
      const count = numbers.find((number) => rules.select(number) === form);
      if (count === undefined) return [];
      return [[form, t('catalog.listing.count', { count }).replace(String(count), '#')]];
    }),
  );
}

/**
 * The listing's toolbar texts for any view (boot/early-cards.ts sets the prerendered default view's to the view
 * the page shows): the sort button's for each sort, the Filters button's for each number of categories checked,
 * and the number of products.
 */
function viewTexts(locale: Locale, t: typeof translate): EarlyViewTexts {
  return {
    sort: Object.fromEntries(SORT_OPTIONS.map((option) => [option, sortButtonLabel(option, t)])),
    filters: Array.from({ length: CATEGORY_LIST.length + 1 }, (_, checked) => filtersButtonLabel(checked, t)),
    count: countTexts(locale, t),
  };
}

/**
 * Build time only: the Filters button phones see (with its sheet, closed: nothing on the page) as the app renders
 * it with categories checked, for a view that has some. It needs the app's Mantine theme around it.
 */
function EarlyFiltersButtonTemplate() {
  const checked = CATEGORY_LIST.slice(0, EARLY_FILTERS_SAMPLE_COUNT).map((category) => category.id);
  return (
    <template {...{ [EARLY_FILTERS_BUTTON_ATTRIBUTE]: '' }} aria-hidden="true">
      <ListingFiltersSheet categories={checked} onChange={noop} productCount={null} />
    </template>
  );
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

/**
 * Build time only: the templates and category names in every language, each rendered by the app's own card with
 * that language active (one render speaks one language, so they are rendered apart from the page), and in the
 * page's language, which the page around the cards speaks, the texts and Filters button of a view other than the
 * default. Each language's messages must have loaded; `render` is react-dom/server's, which the app's code does not
 * carry, inside the app's Mantine theme.
 */
export function renderEarlyCardSets(render: (element: ReactElement) => string): EarlyCardSet[] {
  const pageLocale = currentLocale();
  try {
    return LOCALES.map((locale) => {
      i18n.activate(locale);
      const pageLanguage = locale === pageLocale;
      return {
        locale,
        names: JSON.stringify(categoryNames(translate)),
        viewTexts: pageLanguage ? JSON.stringify(viewTexts(locale, translate)) : undefined,
        cards: render(
          <>
            <EarlyCardTemplates />
            {pageLanguage && <EarlyFiltersButtonTemplate />}
          </>,
        ),
      };
    });
  } finally {
    i18n.activate(pageLocale);
  }
}
