/**
 * What the code that runs before the framework (src/boot/) may import besides itself, as `@/` paths: the features'
 * request descriptions and what the early listing request is built from (the catalog's sort, category ids and
 * listing views, lib/backend/backend-request.ts), the session's rules (lib/session/), the storage keys and the
 * listing's kept filters (lib/device/kept-listing-filters.ts). No library: none has loaded yet. The lint rule reads
 * this list (tools/import-boundaries.js); the chunk rule takes src/boot/ with what it imports
 * (tools/code-splitting.ts), and the import graph's test holds that to the bottom layer.
 */
export const BOOT_MAY_IMPORT: readonly string[] = [
  String.raw`features/[\w-]+/api/[\w-]+-requests`,
  String.raw`features/catalog/(sort|category-ids|listing-params)`,
  String.raw`lib/session/[\w-]+`,
  String.raw`lib/backend/backend-request`,
  String.raw`lib/device/(storage-keys|kept-listing-filters)`,
];
