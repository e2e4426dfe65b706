import type { Page } from '../fixtures';
import { API_A } from './deploy-servers';

/** A product as backend A's list answers it, the parts the early cards show. */
export interface ProductRecord {
  _id: string;
  title: string;
  price: number;
  salePrice: number;
}

/** The listing's default view (the cheapest first), as backend A answers it. */
export async function listingProducts() {
  const answer = await fetch(`${API_A}/api/shop/products/get?sortBy=price-lowtohigh`);
  return ((await answer.json()) as { data: ProductRecord[] }).data;
}

/**
 * Holds the framework's download (React, the router, Query) back until `release` is called; `asked` says whether
 * the page has asked for it. A request seen while it is held left before the framework could have run.
 */
export async function holdFramework(page: Page) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}
