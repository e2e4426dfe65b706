/**
 * The messages load by part of the app instead of all with the start-up code: each bundle lists its catalog
 * areas (src/lib/i18n/catalogs/<locale>/<area>.json); every area in no bundle (common texts, the language
 * switch) comes with start-up. So the sign-in page downloads no catalog texts, a guest no checkout or admin
 * texts, a shopper no admin texts, and nobody the product dialog's texts before the dialog. The build reads this file too (vite.config.ts): it stays free of imports.
 */
export const MESSAGE_BUNDLES = {
  auth: ['auth'],
  /** What the guest landing paints: categories, product cards, the feature image carousel. */
  catalog: ['catalog', 'landing', 'feature-images'],
  /** The product dialog and its reviews: they load with the dialog's code (pages/product-dialog). */
  productDialog: ['product-dialog'],
  /** The signed-in shopper's pages and header: listing, search, cart, checkout, orders, addresses. */
  shop: ['account', 'addresses', 'cart', 'checkout', 'orders', 'shop-pages'],
  admin: ['admin', 'admin-feature-images', 'admin-export'],
  /** The offline notice and the new version's offer: they load with their bar (components/feedback/network-status). */
  network: ['network'],
  /** The mock payment provider's page (mock mode only). */
  provider: ['payment-provider'],
  /**
   * The server's own messages in the shopper's language (i18n.ts, serverText). English shows them as the server
   * sends them, so only the other languages load this bundle.
   */
  server: ['server'],
} as const;

export type MessageBundle = keyof typeof MESSAGE_BUNDLES;

/**
 * The bundles each section of the app needs, by the first segment of its path ('' is the guest landing). A
 * section's layout route loads them in its beforeLoad; start-up asks for the first page's at once, beside its
 * code. The shop's header has the user menu (auth texts) and its pages the product dialog (catalog texts);
 * the admin's product and order pages show categories and order statuses.
 */
export const SECTION_MESSAGE_BUNDLES = {
  '': ['catalog'],
  auth: ['auth'],
  shop: ['auth', 'catalog', 'shop'],
  admin: ['auth', 'catalog', 'shop', 'admin'],
} as const satisfies Record<string, readonly MessageBundle[]>;

export type AppSection = keyof typeof SECTION_MESSAGE_BUNDLES;

/**
 * The sections whose pages show the server's own messages (sign-in and register results, the results and
 * refusals of changes): they load the `server` bundle too, which in English is nothing.
 */
export const SERVER_TEXT_SECTIONS: readonly AppSection[] = ['auth', 'shop', 'admin'];
