import { LISTING_VIEW_PARAMS, listingViewOf } from '@/features/catalog/listing-params';
import { sortOptionOf } from '@/features/catalog/sort';
import { keptListingFilters } from '@/lib/device/kept-listing-filters';

/**
 * The view the listing will show on this load, as its route decides it (src/routes/shop/listing.tsx): the URL's own
 * category or sort when it names either, else the view this tab kept (the filters store's session storage), else
 * the default view. Start-up asks for that view's products (src/boot/start-up-requests.ts).
 */
export function listingViewToShow() {
  const params = new URLSearchParams(window.location.search);
  // The route drops a sort it does not know, and takes a category naming none out of the address: a URL left with
  // neither names no view of its own.
  const sortBy = sortOptionOf(searchText(params, LISTING_VIEW_PARAMS.sortBy));
  const fromUrl = listingViewOf(searchText(params, LISTING_VIEW_PARAMS.category)?.split(',') ?? [], sortBy);
  if (fromUrl.categories.length > 0 || sortBy !== undefined) return fromUrl;
  const kept = keptListingFilters();
  return listingViewOf(kept?.categories ?? [], kept?.sortBy);
}

/**
 * A URL parameter as the router's search parser reads it (its default: a value that is JSON is read as JSON), for a
 * schema that takes text: the text, or undefined when the router reads no text there (no parameter, a repeated
 * one, a number, `true`, any other JSON). The router cannot load this early, so this follows what it does.
 */
function searchText(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  if (values.length !== 1) return undefined;
  const [value = ''] = values;
  if (value === '') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'string' ? parsed : undefined;
  } catch {
    return value;
  }
}
