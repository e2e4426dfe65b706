// The documents the mock backend stores, as types only. Every other mock module builds on this one and it
// imports none of them, so the mock reads one way: seed → store (db.ts) → shape (data-shape.ts) → handlers.
import type { Address } from '@/features/addresses/schemas';
import type { FeatureImage } from '@/features/feature-images/schemas';
import type { Product } from '@/features/catalog/schemas';

/** How the store spells its documents: ours, or the original backend's (described in data-shape.ts). */
export type DataShape = 'ours' | 'original';

export interface ReviewDocument {
  _id: string;
  productId: string;
  userId: string;
  userName: string;
  reviewMessage: string;
  reviewValue: number;
}

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

interface OrderLineDocument {
  _id?: string;
  productId: string;
  title: string;
  image: string;
  /** A number in our shape; text ("19.9") in the original shape, as its schema declares it a String. */
  price: number | string;
  quantity: number;
}

interface AddressInfoDocument {
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

interface MockEmail {
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
  reviews: (ReviewDocument & DocumentStamp)[];
  featureImages: (FeatureImage & DocumentStamp)[];
  outbox: MockEmail[];
}
