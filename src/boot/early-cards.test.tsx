import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, loadSectionMessagesIn } from '@/lib/i18n/i18n';
import { EARLY_CARDS_SLOT, EarlyCardSets } from '@/features/catalog/components/early-card-templates';
import { renderEarlyCardSets } from '@/features/catalog/components/early-card-sets';
import { ProductCard } from '@/features/catalog/components/product-card';
import { DEFAULT_SORT } from '@/features/catalog/sort';
import { openPrerenderedPage } from '@/testing/prerendered-page';
import { renderInTheme } from '@/prerender';
import {
  EARLY_VIEW_TEXTS_ATTRIBUTE,
  earlyCardsOnScreen,
  paintEarlyCards,
  takeEarlyCardPresses,
} from './early-cards';
import { productSchema } from '@/features/catalog/schemas';

const noop = () => undefined;

// The listing's messages in every language, as the build has them when it renders the templates.
beforeAll(() => Promise.all([loadSectionMessagesIn('en', 'shop'), loadSectionMessagesIn('tr', 'shop')]));

/** The listing's default view, which its page is prerendered in. */
const DEFAULT_VIEW = { categories: [], sortBy: DEFAULT_SORT };

/** The listing's prerendered grid as the build writes it: `placeholders` skeletons and the card templates. */
function prerenderedGrid(placeholders: number) {
  const slot = document.createElement('div');
  for (const [name, value] of Object.entries(EARLY_CARDS_SLOT)) slot.setAttribute(name, value);
  slot.className = 'grid';
  slot.innerHTML =
    '<div aria-hidden="true"></div>'.repeat(placeholders) +
    renderToStaticMarkup(<EarlyCardSets sets={renderEarlyCardSets(renderInTheme)} />);
  const root = document.createElement('div');
  root.id = 'root';
  root.append(slot);
  document.body.replaceChildren(root);
  document.documentElement.lang = 'en';
}

/** A card's markup without its ids, which the app's React ids and the early cards' own name differently. */
const withoutIds = (html: string) => html.replace(/ (id|aria-labelledby)="[^"]*"/g, '');

/** The app's card for a record, as the listing renders it (the image attributes aside: see below). */
function appCard(record: Record<string, unknown>) {
  // Through the DOM, so both are serialised alike.
  const parsed = document.createElement('template');
  parsed.innerHTML = renderToStaticMarkup(
    <ProductCard product={productSchema.parse(record)} onOpen={noop} onAddToCart={noop} />,
  );
  return withoutIds(parsed.innerHTML);
}

/** An early card's markup, its image's loading attributes as the app's card has them for a card further down. */
function earlyCard(index: number) {
  const card = document.querySelectorAll('#root li > article')[index];
  const image = card?.querySelector('img');
  image?.setAttribute('loading', 'lazy');
  image?.removeAttribute('fetchpriority');
  return withoutIds(card?.outerHTML ?? '');
}

const RECORDS = [
  {
    _id: 'a',
    title: 'Fıstıklı lokum',
    category: 'turkish-delight',
    price: '12.5',
    salePrice: 0,
    totalStock: 4,
  },
  { _id: 'b', title: 'Cevizli baklava', category: 'Baklava', price: 20, salePrice: '15.99', totalStock: 2 },
  { _id: 7, title: 'Kahve', category: '', price: 1234.5, salePrice: 1000, totalStock: 0 },
  { _id: 'd', title: 'Sumak', category: 'Pul biber', price: 3, totalStock: 1 },
  { _id: 'e', title: 'Old record without a price', category: 'Spices', totalStock: 1 },
  { _id: 'f', title: 'After it', category: 'Spices', price: 3, totalStock: 1 },
];

afterEach(() => {
  takeEarlyCardPresses();
  document.body.replaceChildren();
});

describe("the listing's early cards", () => {
  it("are the app's own cards for the first records, in a list in the grid's place", () => {
    prerenderedGrid(8);
    paintEarlyCards(RECORDS, 'en', DEFAULT_VIEW);
    const list = document.querySelector('#root > ul.grid');
    expect(list?.querySelectorAll(':scope > li')).toHaveLength(4);
    // A regular price given as text, a sale, a sold-out product with no category, a category no one knows.
    for (const [index, record] of RECORDS.slice(0, 4).entries()) {
      expect(earlyCard(index), String(record._id)).toBe(appCard(record));
    }
    expect(list?.textContent).toContain('$1234.50');
    expect(list?.hasAttribute('lang')).toBe(false);
    expect(earlyCardsOnScreen()).toBe(true);
  });

  it("are the app's own cards in the shopper's language: its texts, its category names, its prices", async () => {
    prerenderedGrid(8);
    paintEarlyCards(RECORDS, 'tr', DEFAULT_VIEW);
    await activateLocale('tr');
    for (const [index, record] of RECORDS.slice(0, 4).entries()) {
      expect(earlyCard(index), String(record._id)).toBe(appCard(record));
    }
    const list = document.querySelector('#root > ul');
    // In the page's English until the app renders it in Turkish.
    expect(list?.getAttribute('lang')).toBe('tr');
    expect(list?.textContent).toContain('$1.234,50');
    expect(list?.textContent).toContain('Lokum');
    expect(list?.textContent).toContain('Diğer');
    expect(list?.querySelector('article > button')?.textContent).toBe('Sepete Ekle');
  });

  it('are left to the app in a language the page has no templates for', () => {
    prerenderedGrid(8);
    document.querySelector('#root template[lang="tr"]')?.remove();
    paintEarlyCards(RECORDS, 'tr', DEFAULT_VIEW);
    expect(document.querySelector('#root ul')).toBeNull();
    expect(earlyCardsOnScreen()).toBe(false);
  });

  it('stop at the grid’s placeholders, and leave the grid as it is for an answer with no card to show', () => {
    prerenderedGrid(2);
    paintEarlyCards(RECORDS, 'en', DEFAULT_VIEW);
    expect(document.querySelectorAll('#root li')).toHaveLength(2);
    takeEarlyCardPresses();

    prerenderedGrid(8);
    paintEarlyCards([{ title: 'no id', price: 3 }, ...RECORDS], 'en', DEFAULT_VIEW);
    expect(document.querySelector('#root ul')).toBeNull();
    expect(earlyCardsOnScreen()).toBe(false);
  });

  it('keep the presses for the app, one add per product, and name each card by its own title', () => {
    prerenderedGrid(8);
    paintEarlyCards(RECORDS, 'en', DEFAULT_VIEW);
    const [first, second] = document.querySelectorAll<HTMLElement>('#root li > article');
    const add = first?.querySelector<HTMLButtonElement>(':scope > button');
    add?.click();
    add?.click();
    expect(add?.getAttribute('aria-busy')).toBe('true');
    second?.querySelector<HTMLButtonElement>(':scope > div > button')?.click();
    expect(takeEarlyCardPresses()).toEqual([
      { action: 'add', productId: 'a' },
      { action: 'open', productId: 'b' },
    ]);
    expect(takeEarlyCardPresses()).toEqual([]);
    const titles = [...document.querySelectorAll('#root h3')].map((title) => title.id);
    expect(new Set(titles).size).toBe(4);
    expect(first?.getAttribute('aria-labelledby')).toBe(titles[0]);
  });
});

/**
 * The parts of the listing's page that show its view (the side panel with its category boxes, the toolbar with the
 * heading, count, Filters button and sort), copied from the page as it is now. Without what Mantine keeps of the
 * boxes' state that nobody sees (a mark on each checked box's root, the group's value in a hidden field): the
 * early page leaves them to the app.
 */
function viewParts() {
  const main = document.querySelector('#root main');
  const toolbar = main?.querySelector('h1')?.parentElement;
  const panel = main?.querySelector('aside');
  if (!toolbar || !panel) throw new Error('the page has no listing toolbar or side panel');
  const parts = [panel, toolbar].map((part) => part.cloneNode(true) as Element);
  for (const root of parts[0]?.querySelectorAll('[data-checked]') ?? []) root.removeAttribute('data-checked');
  parts[0]?.querySelector('input[type="hidden"]')?.removeAttribute('value');
  return parts;
}

/** Whether the two sets of parts are the same elements, attributes and texts (attributes in any order). */
function sameParts(actual: Element[], expected: Element[]) {
  return (
    actual.length === expected.length && actual.every((part, index) => expected[index]?.isEqualNode(part))
  );
}

describe("the listing's early cards in a view other than the default", () => {
  const honey = { categories: ['honey'], sortBy: 'price-hightolow' };

  it.each([
    ['/shop/listing?category=honey&sortBy=price-hightolow', honey],
    [
      '/shop/listing?category=teas,honey&sortBy=title-atoz',
      { categories: ['teas', 'honey'], sortBy: 'title-atoz' },
    ],
    ['/shop/listing?category=spices', { categories: ['spices'], sortBy: DEFAULT_SORT }],
    ['/shop/listing?sortBy=title-ztoa', { categories: [], sortBy: 'title-ztoa' }],
  ])(
    'come with the page set to their view, as the app renders %s: boxes checked, heading, Filters button, sort',
    async (url, view) => {
      // The app's own page for that view, prerendered at its address (its cards still loading).
      await openPrerenderedPage(url, 'shopper');
      const expected = viewParts();

      await openPrerenderedPage('/shop/listing', 'shopper');
      paintEarlyCards(RECORDS, 'en', view);
      expect(document.querySelectorAll('#root main ul > li > article')).toHaveLength(4);
      const shown = viewParts();
      expect(sameParts(shown, expected), shown.map((part) => part.outerHTML).join('\n')).toBe(true);
    },
  );

  it("show the view in the page's language for a Turkish shopper, whose cards are in Turkish", async () => {
    await openPrerenderedPage('/shop/listing?category=honey&sortBy=price-hightolow', 'shopper');
    const expected = viewParts();

    await openPrerenderedPage('/shop/listing', 'shopper');
    paintEarlyCards(RECORDS, 'tr', honey);
    expect(sameParts(viewParts(), expected)).toBe(true);
    expect(document.querySelector('#root main h1')?.textContent).toBe('Honey');
    expect(document.querySelector('#root main ul')?.getAttribute('lang')).toBe('tr');
    expect(document.querySelector('#root main ul article > button')?.textContent).toBe('Sepete Ekle');
  });

  it.each([
    [DEFAULT_VIEW, 5, '5 Products'],
    [honey, 1, '1 Product'],
  ])(
    'say how many products there are, as the app will, when it will show every one (%o)',
    async (view, count, said) => {
      const readable = RECORDS.filter((record) => 'price' in record).slice(0, count);
      await openPrerenderedPage('/shop/listing', 'shopper');
      const status = document.querySelector('#root main [role="status"]');
      paintEarlyCards([...readable, { _id: 'x', title: 'No price' }], 'tr', view);
      // A record the early cards cannot read: how many the app shows is its business.
      expect(status?.textContent).toBe('Loading products…');
      takeEarlyCardPresses();

      await openPrerenderedPage('/shop/listing', 'shopper');
      paintEarlyCards(readable, 'tr', view);
      expect(document.querySelector('#root main [role="status"]')?.textContent).toBe(said);
      expect(document.querySelectorAll('#root main li > article')).toHaveLength(count);
    },
  );

  it('are left to the app, with the page as it was, where the page cannot be set to their view', async () => {
    await openPrerenderedPage('/shop/listing', 'shopper');
    document.querySelector(`template[lang="en"]`)?.removeAttribute(EARLY_VIEW_TEXTS_ATTRIBUTE);
    const page = document.body.innerHTML;
    paintEarlyCards(RECORDS, 'en', honey);
    expect(document.body.innerHTML).toBe(page);
    expect(earlyCardsOnScreen()).toBe(false);
  });

  it('leave the page as it was in the default view', async () => {
    await openPrerenderedPage('/shop/listing', 'shopper');
    const expected = viewParts();
    paintEarlyCards(RECORDS, 'tr', DEFAULT_VIEW);
    expect(earlyCardsOnScreen()).toBe(true);
    expect(sameParts(viewParts(), expected)).toBe(true);
  });
});
