import type { Page } from '../fixtures';
import { API_A } from './deploy-servers';

/** A product as backend A's list answers it, the parts the early cards show. */
export interface ProductRecord {
  _id: string;
  title: string;
  price: number;
  salePrice: number;
}

/**
 * The listing's products as backend A answers them: in the default view (the cheapest first), or at `address`, a
 * product request the page sent.
 */
export async function listingProducts(address = `${API_A}/api/shop/products/get?sortBy=price-lowtohigh`) {
  const answer = await fetch(address);
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
