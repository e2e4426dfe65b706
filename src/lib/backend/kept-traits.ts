import { STORAGE_KEYS } from '../device/storage-keys';

/**
 * What this browser keeps of the backends it has talked to (STORAGE_KEYS.backendTraits, JSON by backend origin):
 * what lib/backend/backend-traits.ts reads and writes, and what start-up reads before the app has loaded
 * (src/boot/: how the backend reads a search keyword). No imports but the storage keys: the entry's boot chunk
 * carries this module.
 */

/** One backend's traits, as stored: each reader reads its own tolerantly (storage is anyone's to edit). */
export interface KeptTraits {
  missing?: unknown;
  /** True while every id read was an ObjectId; false once one was not; absent before any. */
  objectIds?: unknown;
  /** How it reads a search keyword, as features/catalog/api/search-reading.ts keeps it. */
  search?: unknown;
}

/** Every backend's traits kept: none when storage is blocked or holds no JSON object. Never throws. */
export function keptBackendTraits(): Record<string, KeptTraits | undefined> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.backendTraits) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, KeptTraits>) : {};
  } catch {
    return {};
  }
}

/** The traits kept of the backend at `origin` (none learned yet: empty). */
export const keptTraitsOf = (origin: string): KeptTraits => keptBackendTraits()[origin] ?? {};
