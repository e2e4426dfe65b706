import type { Address } from '@/features/addresses/schemas';
import type { FeatureImage } from '@/features/banners/schemas';
import type { Product } from '@/features/catalog/schemas';
import { toOriginalShape, type DataShape } from './data-shape';
import { seedFeatureImages, seedProducts, seedReviews, type SeedReview } from './seed-catalog';
import { seedAccounts, seedAddresses, seedOrders } from './seed-accounts';

export type { DataShape } from './data-shape';

/** What a Mongoose document carries besides its fields (the original data shape writes them). */
export interface DocumentStamp {
  __v?: number;
  createdAt?: string;
  updatedAt?: string;
}

/**
 * A product as stored. In our shape every field is there and the category is its label; in the original
 * shape the category is an id, `salePrice` and `averageReview` may be missing and a `brand` may appear.
 */
export type ProductDocument = Omit<Product, 'salePrice' | 'averageReview'> & {
  salePrice?: number;
  averageReview?: number;
  brand?: string;
} & DocumentStamp;

export interface OrderLineDocument {
  _id?: string;
  productId: string;
  title: string;
  image: string;
  /** A number in our shape; text ("19.9") in the original shape, as its schema declares it a String. */
  price: number | string;
  quantity: number;
}

export interface AddressInfoDocument {
  addressId?: string;
  address: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
}

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

export interface MockCart extends DocumentStamp {
  _id: string;
  userId: string;
  items: { productId: string; quantity: number; _id?: string }[];
}

export interface MockEmail {
  to: string;
  subject: string;
  /** The verification code, or the reset token. */
  code: string;
  body: string;
  sentAt: string;
}

export interface MockOrder extends DocumentStamp {
  _id: string;
  userId: string;
  /** The original backend stores a plain String here, sometimes "". */
  cartId: string;
  cartItems: OrderLineDocument[];
  addressInfo?: AddressInfoDocument;
  orderStatus: string;
  paymentMethod: string;
  paymentStatus: string;
  totalAmount: number;
  orderDate: string;
  orderUpdateDate: string;
  paymentId: string;
  payerId: string;
  /** The simulated provider's payment id, issued at create and checked at capture. */
  providerPaymentId: string;
}

export interface MockState {
  version: number;
  /** How the store spells its documents: ours, or the original backend's (see data-shape.ts). */
  shape: DataShape;
  users: MockUser[];
  sessions: Record<string, string>;
  resetTokens: Record<string, { userId: string; used: boolean }>;
  products: ProductDocument[];
  carts: MockCart[];
  addresses: (Address & { userId: string } & DocumentStamp)[];
  orders: MockOrder[];
  reviews: (SeedReview & DocumentStamp)[];
  featureImages: (FeatureImage & DocumentStamp)[];
  outbox: MockEmail[];
}

const STATE_VERSION = 2;
export const MOCK_STORAGE_KEY = 'mock-backend-db';

function seedState(shape: DataShape): MockState {
  const state: MockState = structuredClone({
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
  return shape === 'original' ? toOriginalShape(state) : state;
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
  return seedState('ours');
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
  /** Back to the seed, in our data shape or the original backend's: between tests, and from ?mock-reset. */
  reset(shape: DataShape = 'ours') {
    state = seedState(shape);
    storage()?.removeItem(MOCK_STORAGE_KEY);
  },
  /** Replaces the catalogue (the 5,000-product scale switch), spelled in the store's shape. */
  replaceProducts(products: Product[]) {
    state.products =
      state.shape === 'original'
        ? toOriginalShape({
            ...state,
            products,
            orders: [],
            carts: [],
            addresses: [],
            reviews: [],
            featureImages: [],
          }).products
        : products;
  },
  /** Replaces the orders (the 3,000-order scale switch), spelled in the store's shape. */
  replaceOrders(orders: MockOrder[]) {
    state.orders =
      state.shape === 'original'
        ? toOriginalShape({
            ...state,
            products: [],
            orders,
            carts: [],
            addresses: [],
            reviews: [],
            featureImages: [],
          }).orders
        : orders;
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
