import { sameCategory } from '@/features/catalog/categories';
import type { Product } from '@/features/catalog/schemas';
import { numberSchema, optionalTextSchema } from '@/lib/backend/schema-helpers';
import { storedCategoryFor, type ProductForm } from '../schemas';

/**
 * What an edit sends: only the fields the form lets the admin change. The picture (its upload is disabled
 * while editing) and the average rating (the reviews make it) are left out, so a backend that writes
 * `sent || stored` keeps its own, newer values instead of the ones the sheet was opened with.
 *
 * A zero stock goes out as the text "0" and an ended sale as "": a backend built like the contract's original
 * writes every field as `sent || stored`, so a number 0 would keep the old stock or sale price, while "0" is
 * stored as 0 and "" ends the sale (docs/behaviour.md#admin). Any backend that reads the form as text, as
 * the original client sends it, stores both as 0.
 */
export interface ProductEditPayload {
  title: string;
  description: string;
  category: string;
  price: number;
  salePrice: number | '';
  totalStock: number | '0';
}

export function toProductEditPayload(
  form: ProductForm,
  { editing, storedCategories = [] }: { editing: Product; storedCategories?: readonly string[] },
): ProductEditPayload {
  return {
    title: form.title,
    description: form.description,
    category: storedCategoryFor(form.category, editing, storedCategories),
    price: form.price,
    salePrice: form.salePrice ? form.salePrice : '',
    totalStock: form.totalStock === 0 ? '0' : form.totalStock,
  };
}

/** A field of the edit whose new value the backend did not store, and the value it kept. */
export type KeptValue =
  | { field: 'title' | 'description' | 'category'; value: string }
  | { field: 'price' | 'salePrice' | 'totalStock'; value: number };

const cents = (amount: number) => Math.round(amount * 100);

function storedText(value: unknown) {
  const read = optionalTextSchema.safeParse(value);
  return read.success ? read.data.trim() : undefined;
}

function storedNumber(value: unknown) {
  const read = numberSchema.safeParse(value);
  return read.success ? read.data : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields where the edit's answer (`data`, the product as stored) holds another value than the one sent.
 * A field the answer leaves out, or holds in a form we cannot read, is not counted: only a value the backend
 * shows it kept is reported. Without a product in the answer nothing can be compared, and nothing is reported.
 */
export function keptValues(sent: ProductEditPayload, stored: unknown): KeptValue[] {
  if (!isRecord(stored)) return [];
  const kept: KeptValue[] = [];
  for (const field of ['title', 'description', 'category'] as const) {
    if (!(field in stored) || stored[field] === null) continue;
    const value = storedText(stored[field]);
    if (value === undefined) continue;
    const same = field === 'category' ? sameCategory(value, sent.category) : value === sent[field].trim();
    if (!same) kept.push({ field, value });
  }
  for (const field of ['price', 'salePrice', 'totalStock'] as const) {
    const raw = stored[field];
    // An empty sale price is no sale, as the shop reads it; an empty price or stock says nothing, and neither
    // does a field left out (undefined is no number).
    const empty = raw === null || raw === '';
    if (empty && field !== 'salePrice') continue;
    const value = empty ? 0 : storedNumber(raw);
    if (value === undefined) continue;
    if (cents(value) !== cents(Number(sent[field]))) kept.push({ field, value });
  }
  return kept;
}
