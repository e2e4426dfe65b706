import type { Address } from '@/features/addresses/schemas';
import type { FeatureImage } from '@/features/banners/schemas';
import type { Product } from '@/features/catalog/schemas';
import type { Order } from '@/features/orders/schemas';
import { seedFeatureImages, seedProducts, seedReviews, type SeedReview } from './seed-catalog';
import { seedAccounts, seedAddresses, seedOrders } from './seed-accounts';

export interface MockUser {
  _id: string;
  userName: string;
  email: string;
  /** Plain text: this is a demo backend that lives in the browser. */
  password: string;
  role: 'admin' | 'user';
  verified: boolean;
  verificationCode: string | null;
}

export interface MockCart {
  _id: string;
  userId: string;
  items: { productId: string; quantity: number }[];
}

export interface MockEmail {
  to: string;
  subject: string;
  /** The verification code, or the reset token. */
  code: string;
  body: string;
  sentAt: string;
}

export interface MockOrder extends Order {
  /** The simulated provider's payment id, issued at create and checked at capture. */
  providerPaymentId: string;
}

export interface MockState {
  version: number;
  users: MockUser[];
  sessions: Record<string, string>;
  resetTokens: Record<string, { userId: string; used: boolean }>;
  products: Product[];
  carts: MockCart[];
  addresses: (Address & { userId: string })[];
  orders: MockOrder[];
  reviews: SeedReview[];
  featureImages: FeatureImage[];
  outbox: MockEmail[];
}

const STATE_VERSION = 1;
export const MOCK_STORAGE_KEY = 'mock-backend-db';

function seedState(): MockState {
  return structuredClone({
    version: STATE_VERSION,
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

function load(): MockState {
  const raw = storage()?.getItem(MOCK_STORAGE_KEY);
  if (raw) {
    try {
      const stored = JSON.parse(raw) as MockState;
      if (stored.version === STATE_VERSION) return stored;
    } catch {
      // A corrupt store falls back to the seed.
    }
  }
  return seedState();
}

let state: MockState = load();

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
  /** Back to the seed: between tests, and from the README's reset link. */
  reset() {
    state = seedState();
    storage()?.removeItem(MOCK_STORAGE_KEY);
  },
  /** Replaces the catalogue (the 5,000-product scale switch). */
  replaceProducts(products: Product[]) {
    state.products = products;
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
