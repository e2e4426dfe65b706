import { isUnset, toNumberIfNumeric } from './backend-values';
import { LISTING_PRIORITY_IMAGES, plainImageUrl } from './early-requests';
import { LISTING_CARD_IMAGE, sizedImage } from './image-variants';
import { formatDollars } from './price-format';
import type { Locale } from './preferred-locale';
import { onSessionEnd } from '@/lib/session/session-end';
import { categoryKey } from '@/features/catalog/category-ids';
import { isDefaultListingView } from '@/features/catalog/listing-params';

/**
 * The listing's first cards before the framework. The listing's prerendered page
 * (tools/vite-plugins/prerender-shells.ts) shows its grid of card placeholders, marked EARLY_CARDS_ATTRIBUTE, with
 * templates of the app's own card in each language (early-card-templates.tsx, rendered by the ProductCard
 * component at build time with that language's catalog). When the products that start-up asked for arrive
 * (src/boot/start-up-requests.ts), the first screen of cards is made from the templates of the shopper's
 * language: the same elements, classes and texts as the app's cards, in the same grid, so nothing moves or
 * changes language when the app renders its own. A press on one is not lost: the app carries it out once it has
 * taken the page over (the listing page takes them with takeEarlyCardPresses). The page is prerendered in the
 * default view: for another (the address's, or the one the tab kept), its heading, category boxes, Filters button
 * and sort are first set to that view, with texts the templates carry, so the early screen shows what the app's
 * will. Plain DOM, in a chunk of its own that start-up loads on the listing only.
 */

/** Marks the listing's prerendered grid of placeholders. */
export const EARLY_CARDS_ATTRIBUTE = 'data-early-cards';
/**
 * On each language's set of templates in the grid (a `<template lang>` holding that language's card templates):
 * the category names its cards show, by category key (JSON).
 */
export const EARLY_CARD_NAMES_ATTRIBUTE = 'data-category-names';
/** Marks a card template: EARLY_CARD_TEMPLATES names them. */
export const EARLY_CARD_TEMPLATE_ATTRIBUTE = 'data-early-card';

/**
 * The two templates, each the app's card for a sample product: one on sale (its Sale badge, both prices, and its
 * add button as it looks while adding), one sold out at its regular price (its Sold out badge).
 */
export const EARLY_CARD_TEMPLATES = { sale: 'sale', regular: 'regular' } as const;

/** The sample products' prices: the templates' price texts are these amounts, which a card's replace. */
export const EARLY_CARD_SAMPLE_PRICES = { price: 2, salePrice: 1 } as const;

/**
 * On the set of templates in the page's language: the texts the listing's toolbar shows for a view other than the
 * default, and its product count (JSON, EarlyViewTexts).
 */
export const EARLY_VIEW_TEXTS_ATTRIBUTE = 'data-view-texts';
/**
 * Marks the template (in the page language's set) of the Filters button that phones see, as the app renders it with
 * EARLY_FILTERS_SAMPLE_COUNT categories checked: its badge and name then change to the view's count.
 */
export const EARLY_FILTERS_BUTTON_ATTRIBUTE = 'data-early-filters-button';
/** The number of categories checked in the Filters button's template. */
export const EARLY_FILTERS_SAMPLE_COUNT = 1;

/** The texts of a view and of its count, which the prerendered page shows for the default view, loading. */
export interface EarlyViewTexts {
  /** The sort button's text (and name) for each sort. */
  sort: Record<string, string>;
  /** The Filters button's name for each number of categories checked, from none to all. */
  filters: string[];
  /** The number of products shown, by its plural form in the page's language (Intl.PluralRules): `#` is the number. */
  count: Record<string, string>;
}

/** A view of the listing: the categories checked (ids), the sort. */
export interface EarlyListingView {
  categories: readonly string[];
  sortBy: string;
}

/** The key under which the templates' category names hold the name of "no category". */
export const NO_CATEGORY_KEY = '';

/** A press on an early card: what the app does for it once it has the page. */
export interface EarlyCardPress {
  action: 'add' | 'open';
  productId: string;
}

/**
 * A card's two controls, found the same way in an early card and in the app's (the card is the list item's article).
 * `open` is the picture's button, whose area spans the title, category and price too (product-card.module.css): a
 * press on the name is a press on it, kept like one on the picture.
 */
const CARD_CONTROLS = { open: ':scope > div > button', add: ':scope > button' } as const;
type CardControl = keyof typeof CARD_CONTROLS;

let presses: EarlyCardPress[] = [];
let cardsOnScreen = false;
/** The early card's control that has the keyboard's focus: the app's card takes it over (restoreEarlyCardFocus). */
let focused: { index: number; control: CardControl } | undefined;
// A press is the shopper's who made it: a session that ends first (its check found it expired) takes it along.
onSessionEnd(() => {
  presses = [];
  focused = undefined;
});

/** What the listing shows of a product on its first screen, read as the app's schema reads it (features/catalog/schemas.ts). */
interface EarlyProduct {
  id: string;
  title: string;
  image: string | undefined;
  category: string;
  price: number;
  salePrice: number;
  totalStock: number;
}

/** A price or stock: unset is 0, a number or its digits as that number; anything else cannot be read. */
function amountOf(value: unknown): number | undefined {
  const amount = isUnset(value) ? 0 : toNumberIfNumeric(value);
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : undefined;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return value === null || value === undefined ? '' : undefined;
}

/**
 * A record as a card shows it, or undefined where the app would show it differently than a template can (no id,
 * no title, no price, an unreadable field): the early cards stop before it and the app shows it.
 */
function earlyProduct(record: unknown): EarlyProduct | undefined {
  if (!record || typeof record !== 'object') return undefined;
  const fields = record as Record<string, unknown>;
  const id = textOf(fields._id)?.trim();
  const title = textOf(fields.title);
  const category = textOf(fields.category);
  const price = amountOf(fields.price);
  const salePrice = amountOf(fields.salePrice);
  const totalStock = amountOf(fields.totalStock);
  if (!id || !title?.trim() || category === undefined || salePrice === undefined || totalStock === undefined)
    return undefined;
  if (price === undefined || price <= 0) return undefined;
  return { id, title, image: plainImageUrl(fields.image), category, price, salePrice, totalStock };
}

/** The first records a card can show, in order, up to the first it cannot. */
function earlyProducts(records: unknown[], count: number): EarlyProduct[] {
  const products: EarlyProduct[] = [];
  for (const record of records.slice(0, count)) {
    const product = earlyProduct(record);
    if (!product) break;
    products.push(product);
  }
  return products;
}

/** The name shown for a stored category: the known one's by its key, else the stored value (categoryLabel's rule). */
function categoryText(value: string, names: Record<string, string>) {
  const trimmed = value.trim();
  return names[trimmed ? categoryKey(trimmed) : NO_CATEGORY_KEY] ?? trimmed;
}

/** The card templates' parts, read once: each card is a copy of its template, with a copy of its badge. */
interface EarlyCardParts {
  cards: Record<keyof typeof EARLY_CARD_TEMPLATES, HTMLElement>;
  badges: { sale: Element; soldOut: Element };
}

const BADGE = ':scope > div > span';

function earlyCardParts(set: HTMLTemplateElement): EarlyCardParts | undefined {
  const card = (name: string) => {
    const selector = `template[${EARLY_CARD_TEMPLATE_ATTRIBUTE}="${name}"]`;
    const found = set.content.querySelector<HTMLTemplateElement>(selector)?.content.firstElementChild;
    return found instanceof HTMLElement ? found : undefined;
  };
  const sale = card(EARLY_CARD_TEMPLATES.sale);
  const regular = card(EARLY_CARD_TEMPLATES.regular);
  const saleBadge = sale?.querySelector(BADGE);
  const soldOutBadge = regular?.querySelector(BADGE);
  if (!sale || !regular || !saleBadge || !soldOutBadge) return undefined;
  return { cards: { sale, regular }, badges: { sale: saleBadge, soldOut: soldOutBadge } };
}

/** A template's price texts hold the sample's amounts (shown, and in the phrase read aloud): they become the product's. */
function fillPrices(card: HTMLElement, product: EarlyProduct, locale: Locale) {
  const amounts: [string, string][] = [
    [formatDollars(EARLY_CARD_SAMPLE_PRICES.price, locale), formatDollars(product.price, locale)],
    [formatDollars(EARLY_CARD_SAMPLE_PRICES.salePrice, locale), formatDollars(product.salePrice, locale)],
  ];
  const prices = card.querySelector('h3 ~ p:last-of-type');
  if (!prices) return;
  const texts = document.createTreeWalker(prices, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    text.textContent = withAmounts(text.textContent ?? '', amounts);
  }
}

/** `text` with each sample amount in it replaced by the product's, in one pass (a new amount is not read again). */
function withAmounts(text: string, amounts: readonly [string, string][]) {
  let result = '';
  let index = 0;
  while (index < text.length) {
    const amount = amounts.find(([sample]) => text.startsWith(sample, index));
    result += amount ? amount[1] : text[index];
    index += amount ? amount[0].length : 1;
  }
  return result;
}

/** The card of one product, from the template of its price and the badge its stock and sale call for. */
function paintCard(
  parts: EarlyCardParts,
  product: EarlyProduct,
  index: number,
  names: Record<string, string>,
  locale: Locale,
) {
  const onSale = product.salePrice > 0;
  const card = parts.cards[onSale ? 'sale' : 'regular'].cloneNode(true) as HTMLElement;
  const open = card.querySelector<HTMLButtonElement>(CARD_CONTROLS.open);
  const add = card.querySelector<HTMLButtonElement>(CARD_CONTROLS.add);
  const title = card.querySelector('h3');
  const image = card.querySelector('img');
  if (!open || !add || !title || !image) return undefined;

  // The app's card names itself by its title's id (useId): one of the page's own.
  title.id = `early-card-title-${index}`;
  for (const element of [card, open]) element.setAttribute('aria-labelledby', title.id);
  title.textContent = product.title;
  const category = title.nextElementSibling;
  if (category) category.textContent = categoryText(product.category, names);
  fillPrices(card, product, locale);

  const badge = product.totalStock === 0 ? parts.badges.soldOut : onSale ? parts.badges.sale : undefined;
  card.querySelector(BADGE)?.remove();
  if (badge) open.after(badge.cloneNode(true));

  const { src, srcSet, sizes } = sizedImage(product.image, LISTING_CARD_IMAGE);
  const priority = index < LISTING_PRIORITY_IMAGES;
  // srcset and sizes before src, so the browser chooses once.
  if (srcSet && sizes) Object.assign(image, { srcset: srcSet, sizes });
  if (src) image.src = src;
  image.loading = priority ? 'eager' : 'lazy';
  if (priority) image.fetchPriority = 'high';

  // The shell's controls wait for the app (disabled); these two act at once.
  const spinner = add.querySelector('span');
  const addingState = ['aria-busy', 'aria-disabled'] as const;
  spinner?.remove();
  for (const name of addingState) add.removeAttribute(name);
  for (const button of [open, add]) button.disabled = false;
  for (const [control, button] of [
    ['open', open],
    ['add', add],
  ] as const) {
    button.addEventListener('focus', () => (focused = { index, control }));
    // Focus that moves elsewhere is the shopper's choice; a button the app's card replaces loses it to nothing
    // (Chromium says blur while it is still in the page: whether it stayed is known once its removal has run).
    button.addEventListener('blur', () =>
      queueMicrotask(() => {
        if (button.isConnected) focused = undefined;
      }),
    );
  }
  open.addEventListener('click', () => presses.push({ action: 'open', productId: product.id }));
  add.addEventListener('click', () => {
    if (add.getAttribute('aria-busy')) return;
    presses.push({ action: 'add', productId: product.id });
    for (const name of addingState) add.setAttribute(name, 'true');
    if (spinner) add.prepend(spinner);
  });

  const item = document.createElement('li');
  item.dataset.productIndex = String(index);
  item.append(card);
  return item;
}

/** A set's JSON attribute, or undefined when it has none or it cannot be read. */
function jsonAttribute<T>(element: Element | null | undefined, name: string): T | undefined {
  try {
    return (JSON.parse(element?.getAttribute(name) ?? 'null') as T | null) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The text nodes under `element` that read `text`, changed to read `replacement`. */
function replaceText(element: Element, text: string, replacement: string) {
  const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    if (node.textContent === text) node.textContent = replacement;
  }
}

/**
 * Sets the prerendered listing's view to `view`, as the app renders that view (src/pages/listing-page.tsx): its
 * categories' boxes checked in the side panel, the heading of a single category's name, the Filters button with
 * the count of categories checked, and the sort button naming the sort; and in any view, the number of products
 * (`count`, when the app will show them all) where the page says they are loading, so the toolbar keeps the lines
 * the app's will have. In the page's language, as the rest of the page speaks it, from the texts its set of
 * templates carries; the app's first render says it in the shopper's. Changes nothing and says false when any part
 * of a view other than the default is not found, so the page never shows a view half set.
 */
function showView(slot: Element, view: EarlyListingView, count: number | undefined): boolean {
  const lang = document.documentElement.lang;
  const set = slot.querySelector<HTMLTemplateElement>(`:scope > template[lang="${lang}"]`);
  const texts = jsonAttribute<EarlyViewTexts>(set, EARLY_VIEW_TEXTS_ATTRIBUTE);
  const names = jsonAttribute<Record<string, string>>(set, EARLY_CARD_NAMES_ATTRIBUTE);
  const main = slot.closest('main');
  const heading = main?.querySelector('h1');
  const toolbar = heading?.parentElement;
  const status = toolbar?.querySelector('[role="status"]');
  const countText =
    texts && count !== undefined ? texts.count[new Intl.PluralRules(lang).select(count)] : undefined;
  const showCount = () => {
    if (status && countText) status.textContent = countText.replace('#', String(count));
  };
  if (isDefaultListingView(view)) {
    showCount();
    return true;
  }
  const sort = toolbar?.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]');
  const filters = toolbar?.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]');
  const boxes = main?.querySelectorAll<HTMLInputElement>('aside input[type="checkbox"]') ?? [];
  const sortText = texts?.sort[view.sortBy];
  const filtersText = texts?.filters[view.categories.length];
  const [only] = view.categories.length === 1 ? view.categories : [];
  const headingText = only === undefined ? heading?.textContent : names?.[categoryKey(only)];
  const filtersTemplate = set?.content
    .querySelector<HTMLTemplateElement>(`template[${EARLY_FILTERS_BUTTON_ATTRIBUTE}]`)
    ?.content.querySelector('button');
  const sortLabel = sort?.getAttribute('aria-label');
  if (!heading || !headingText || !sort || !sortLabel || !sortText || !filters || !filtersText) return false;
  if (!filtersTemplate || boxes.length === 0) return false;

  showCount();
  heading.textContent = headingText;
  for (const box of boxes) box.checked = box.defaultChecked = view.categories.includes(box.value);
  // The sort button says its sort twice: as its name, and in the text wide screens show.
  replaceText(sort, sortLabel, sortText);
  sort.setAttribute('aria-label', sortText);
  if (view.categories.length > 0) {
    const button = filtersTemplate.cloneNode(true) as HTMLButtonElement;
    replaceText(button, String(EARLY_FILTERS_SAMPLE_COUNT), String(view.categories.length));
    button.setAttribute('aria-label', filtersText);
    button.disabled = filters.disabled;
    filters.replaceWith(button);
  }
  return true;
}

/**
 * Puts the first products of the listing's answer (its records, `data`) into the prerendered listing's grid, in
 * the app's card in `locale` (the language the app will show), as many as the grid has placeholders, once the page
 * shows `view`, the view they are of. Nothing when the page has no such grid (another page, or the app has
 * rendered) or no templates in that language, or cannot show that view, or the answer has no card to show.
 */
export function paintEarlyCards(records: unknown[], locale: Locale, view: EarlyListingView) {
  const slot = document.querySelector(`#root [${EARLY_CARDS_ATTRIBUTE}]`);
  const set = slot?.querySelector<HTMLTemplateElement>(`:scope > template[lang="${locale}"]`);
  if (!slot || !set) return;
  // No names: each card shows its category as stored until the app's card replaces it.
  const names = jsonAttribute<Record<string, string>>(set, EARLY_CARD_NAMES_ATTRIBUTE) ?? {};
  const parts = earlyCardParts(set);
  if (!parts) return;
  const placeholders = slot.querySelectorAll(':scope > :not(template)').length;
  const cards = earlyProducts(records, placeholders)
    .map((product, index) => paintCard(parts, product, index, names, locale))
    .filter((card): card is HTMLLIElement => card !== undefined);
  // The page around the cards shows their view first, in the same frame, and their number when the app will
  // show every record (it reads a record the early cards cannot as well as it can, or drops it).
  const count = records.every((record) => earlyProduct(record)) ? records.length : undefined;
  if (cards.length === 0 || !showView(slot, view, count)) return;
  // The app's grid (product-grid.tsx): the same grid, as a list of cards.
  const grid = document.createElement('ul');
  grid.className = slot.className;
  grid.setAttribute('style', `${slot.getAttribute('style') ?? ''};list-style:none;padding:0;margin:0`);
  // The page around it speaks its prerendered language until the app renders it in the shopper's.
  if (document.documentElement.lang !== locale) grid.lang = locale;
  grid.append(...cards);
  slot.replaceWith(grid);
  cardsOnScreen = true;
}

/** Whether the early cards are on screen: the listing's first render then waits for its products, and shows them. */
export function earlyCardsOnScreen() {
  return cardsOnScreen;
}

/**
 * Gives the keyboard's focus to the app's card control where it was on an early card (the same card in the same
 * place, the same button), once the app's cards have replaced them; once. Nothing when the focus has gone anywhere
 * since.
 */
export function restoreEarlyCardFocus() {
  const target = focused;
  focused = undefined;
  if (!target || (document.activeElement && document.activeElement !== document.body)) return;
  const card = document.querySelectorAll('#root main li > article')[target.index];
  card?.querySelector<HTMLButtonElement>(CARD_CONTROLS[target.control])?.focus();
}

/** The presses on early cards, for the listing page to carry out once it has its products; once. */
export function takeEarlyCardPresses(): EarlyCardPress[] {
  const taken = presses;
  presses = [];
  cardsOnScreen = false;
  return taken;
}
