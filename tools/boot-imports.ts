/**
 * What the code that runs before the framework (src/boot/) may import besides itself, as `@/` paths: the features'
 * request descriptions and what the early listing request is built from (the catalog's sort, category ids and
 * listing views, lib/backend/backend-request.ts), the session's rules (lib/session/), the storage keys, the
 * listing's kept filters (lib/device/kept-listing-filters.ts), the backends' kept traits (lib/backend/kept-traits.ts)
 * and the search keyword's rules (features/catalog/lib/search-keyword.ts, in the early search's own chunk). No
 * library: none has loaded yet. The lint rule reads this list (tools/import-boundaries.js); the chunk rule takes
 * src/boot/ with what it imports (tools/code-splitting.ts), and the import graph's test holds that to the bottom
 * layer.
 */
export const BOOT_MAY_IMPORT: readonly string[] = [
  String.raw`features/[\w-]+/api/[\w-]+-requests`,
  String.raw`features/catalog/(sort|category-ids|listing-params|lib/search-keyword)`,
  String.raw`lib/session/[\w-]+`,
  String.raw`lib/backend/(backend-request|kept-traits)`,
  String.raw`lib/device/(storage-keys|kept-listing-filters)`,
];
