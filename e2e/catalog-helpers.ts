import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** Seed fixtures of the mock catalog. */
export const PRODUCTS = {
  antep: { id: '64b0c0a1f1e2d3c4b5a60001', title: 'Antep Fıstıklı Baklava, 500 g' },
  cevizli: { id: '64b0c0a1f1e2d3c4b5a60002', title: 'Cevizli Baklava, 500 g' },
  havuc: { id: '64b0c0a1f1e2d3c4b5a60003', title: 'Havuç Dilimi Baklava, 1 kg' },
  anzer: { id: '64b0c0a1f1e2d3c4b5a6002d', title: 'Anzer Balı, 250 g' },
} as const;

/** The eleven categories as a shopper reads them. */
export const CATEGORY_LABELS = [
  'Baklava',
  'Turkish delight',
  'Chocolate',
  'Spices',
  'Teas',
  'Nuts',
  'Coffee',
  'Oil',
  'Cosmetics',
  'Honey',
  'Perfumes',
] as const;

export function isProductListRequest(request: Request) {
  return request.method() === 'GET' && new URL(request.url()).pathname === '/api/shop/products/get';
}

/**
 * The categories a product request asks for, read the way a backend that ignores spelling would: each value's
 * key (lower case, no spaces, "-" or "_"), without repeats.
 */
export function requestedCategoryKeys(request: Request) {
  const values = new URL(request.url()).searchParams.getAll('category').flatMap((value) => value.split(','));
  return [...new Set(values.map((value) => value.toLowerCase().replace(/[\s_-]+/g, '')))].sort();
}

/** The category parameter exactly as the backend receives it: its values, in order. */
export function requestedCategories(request: Request) {
  return new URL(request.url()).searchParams.getAll('category').flatMap((value) => value.split(','));
}

const SEARCH_PATH = '/api/shop/search/';

/** The keyword of a search request, decoded. */
export function searchKeyword(request: Request) {
  return decodeURIComponent(new URL(request.url()).pathname.slice(SEARCH_PATH.length));
}

/**
 * A search the shop sends to learn how its backend reads a keyword (src/features/catalog/lib/search-keyword-probes.ts):
 * `[` and `[[]`, or a word of a product with its capital kept, where the shop's own searches go lower-case.
 */
export function isSearchProbe(request: Request) {
  if (request.method() !== 'GET' || !new URL(request.url()).pathname.startsWith(SEARCH_PATH)) return false;
  const keyword = searchKeyword(request);
  return keyword === '[' || keyword === '[[]' || /\p{Lu}/u.test(keyword.replace(/\[\p{L}+\]/gu, ''));
}

/** A search for what the shopper typed (not one of the shop's probes). */
export function isSearchRequest(request: Request) {
  return (
    request.method() === 'GET' &&
    new URL(request.url()).pathname.startsWith(SEARCH_PATH) &&
    !isSearchProbe(request)
  );
}

/** Records the matching requests the page sends from now on. */
export function recordRequests(page: Page, matches: (request: Request) => boolean) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (matches(request)) seen.push(request);
  });
  return seen;
}

export function productCard(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

export function productDialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

export async function expectListingUrl(page: Page, expected: Record<string, string>) {
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual(expected);
}

/** Toasts last 2000 ms: look for the text from before the click, so a slow machine cannot miss it. */
export async function clickExpectingToast(page: Page, target: Locator, text: string) {
  await Promise.all([expect(page.getByText(text)).toBeVisible(), target.click()]);
}

/**
 * `count` products of one category, as a backend answers them: titled "<category> 1", "<category> 2"… For the
 * product list's `reply` override, to build a catalog of a given shape.
 */
export function categoryOfSize(category: string, count: number, idPrefix: string) {
  return Array.from({ length: count }, (_, index) => ({
    _id: `${idPrefix}${String(index + 1).padStart(24 - idPrefix.length, '0')}`,
    title: `${category} ${index + 1}`,
    image: '/images/products/antep-fistikli-baklava.svg',
    description: `Product ${index + 1} of a ${category} category of ${count}.`,
    category,
    price: 10 + index,
    salePrice: 0,
    totalStock: 10,
    averageReview: 0,
  }));
}

/**
 * A mouse click on the middle of an element's text, wherever it shows, as a shopper clicks a card's title: the
 * card's open button lies over it, so Playwright's own click, which waits for the element itself to take the
 * click, would never press it. `between` runs while the button is held down. The element may be one of the
 * listing's early cards, which the app's own replace in the same place: found again if it goes while it is found.
 */
export async function clickOnText(
  page: Page,
  target: Locator,
  { between }: { between?: () => Promise<void> } = {},
) {
  let point: { x: number; y: number } | undefined;
  await expect(async () => {
    await target.scrollIntoViewIfNeeded({ timeout: 1000 });
    point = await target.evaluate((element) => {
      const text = document.createRange();
      text.selectNodeContents(element);
      const line = text.getClientRects()[0];
      return line ? { x: line.x + line.width / 2, y: line.y + line.height / 2 } : undefined;
    });
    // No box at all: the element went between being found and being measured.
    expect(point, 'the element shows its text').toBeDefined();
  }).toPass();
  if (!point) throw new Error('the element shows no text');
  await page.mouse.move(point.x, point.y);
  await page.mouse.down();
  await between?.();
  await page.mouse.up();
}
