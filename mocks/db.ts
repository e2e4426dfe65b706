// The store: the seed loaded into memory (and localStorage in a browser), in our data shape. Spelling it the
// way the original backend does is data-shape.ts's job, a layer above: seed → store → shape → handlers.
import type { DocumentStamp, MockState } from './documents';
import { seedFeatureImages, seedProducts, seedReviews } from './seed-catalog';
import { seedAccounts, seedAddresses, seedOrders } from './seed-accounts';

// 3: the seed gained the demo shopper's order to buy again and one order of every status.
const STATE_VERSION = 3;
export const MOCK_STORAGE_KEY = 'mock-backend-db';

/** A fresh copy of the seed, in our data shape. */
function seedState(): MockState {
  return structuredClone({
    version: STATE_VERSION,
    shape: 'ours',
    users: seedAccounts,
    sessions: {},
    resetTokens: {},
    products: seedProducts,
    carts: [],
    addresses: seedAddresses,
    orders: seedOrders,
    reviews: seedReviews,
    featureImages: seedFeatureImages,
    outbox: [],
  });
}

function storage(): Storage | undefined {
  // Persist only in a real browser page; Vitest's jsdom keeps the store in memory.
  if (typeof window === 'undefined' || import.meta.env?.MODE === 'test') return undefined;
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** A stored store of this version, or undefined (none, another version, or corrupt). */
function parseStored(raw: string | null | undefined): MockState | undefined {
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as MockState;
    return stored.version === STATE_VERSION ? stored : undefined;
  } catch {
    // A corrupt store falls back to the seed.
    return undefined;
  }
}

function load(): MockState {
  return parseStored(storage()?.getItem(MOCK_STORAGE_KEY)) ?? seedState();
}

let state: MockState = load();

// A backend is one for every tab: what another tab's calls wrote (a sign-in's session, an order) is read here
// too, as a real server would answer it.
if (typeof window !== 'undefined' && storage()) {
  window.addEventListener('storage', (event) => {
    if (event.key !== MOCK_STORAGE_KEY) return;
    state = parseStored(event.newValue) ?? seedState();
  });
}

export const db = {
  get state() {
    return state;
  },
  /** Call after every write: the browser keeps the store across reloads. */
  save() {
    try {
      storage()?.setItem(MOCK_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Quota exceeded (large uploads): the store stays in memory for this tab.
    }
  },
  /** Back to the seed, in our data shape: between tests (data-shape.ts's resetToSeed offers the other shape). */
  reset() {
    state = seedState();
    storage()?.removeItem(MOCK_STORAGE_KEY);
  },
  /** Puts a whole state in place (data-shape.ts, spelling the seed the original backend's way). */
  replace(next: MockState) {
    state = next;
  },
  /** A new document as the store's shape writes it: the original backend adds `__v` and timestamps. */
  stamp<Document extends object>(document: Document): Document & DocumentStamp {
    if (state.shape !== 'original') return document;
    const now = new Date().toISOString();
    return { ...document, __v: 0, createdAt: now, updatedAt: now };
  },
  /** Marks a changed document (the original backend's `updatedAt`). */
  touch(document: DocumentStamp) {
    if (state.shape === 'original') document.updatedAt = new Date().toISOString();
  },
};

let counter = 0;
/** A 24-hex-digit id like MongoDB's ObjectId. */
export function newId() {
  counter += 1;
  const time = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  const random = Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0');
  return `${time}${random}${counter.toString(16).padStart(10, '0')}`.slice(0, 24);
}

export function randomToken(bytes = 24) {
  const values = new Uint8Array(bytes);
  crypto.getRandomValues(values);
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

export function sixDigitCode() {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  return String(100000 + ((values[0] ?? 0) % 900000));
}
