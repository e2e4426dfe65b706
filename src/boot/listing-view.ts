import { LISTING_VIEW_PARAMS, listingViewOf } from '@/features/catalog/listing-params';
import { sortOptionOf } from '@/features/catalog/sort';
import { keptListingFilters } from '@/lib/device/kept-listing-filters';

/**
 * The view the listing will show on this load, as its route decides it (src/routes/shop/listing.tsx): the URL's own
 * category or sort when it names either, else the view this tab kept (the filters store's session storage), else
 * the default view. Start-up asks for that view's products (src/boot/start-up-requests.ts).
 */
export function listingViewToShow() {
  // The route drops a sort it does not know, and takes a category naming none out of the address: a URL left with
  // neither names no view of its own.
  const sortBy = sortOptionOf(searchText(LISTING_VIEW_PARAMS.sortBy));
  const fromUrl = listingViewOf(searchText(LISTING_VIEW_PARAMS.category)?.split(',') ?? [], sortBy);
  if (fromUrl.categories.length > 0 || sortBy !== undefined) return fromUrl;
  const kept = keptListingFilters();
  return listingViewOf(kept?.categories ?? [], kept?.sortBy);
}

/** A URL parameter as the router reads it (urlSearchValue), when that is text. */
function searchText(name: string): string | undefined {
  const value = urlSearchValue(name);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Whether the address's query names nothing but the listing's view (its categories and sort), which the listing's
 * early cards can show (boot/early-cards.ts). Any other parameter may open more over the page, as the product
 * dialog's does: there the early cards wait for the app.
 */
export function addressNamesOnlyListingView() {
  const viewParams: readonly string[] = Object.values(LISTING_VIEW_PARAMS);
  return [...new URLSearchParams(window.location.search).keys()].every((name) => viewParams.includes(name));
}

/**
 * A URL parameter as the router's search parser reads it (its default: a value that is JSON is read as JSON): the
 * text, or what its JSON says; undefined for no parameter or a repeated one. The router cannot load this early, so
 * this follows what it does (the search page's keyword too: boot/early-search.ts).
 */
export function urlSearchValue(name: string): unknown {
  const values = new URLSearchParams(window.location.search).getAll(name);
  if (values.length !== 1) return undefined;
  const [value = ''] = values;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
