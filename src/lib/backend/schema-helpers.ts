// zod/mini throughout: tree-shakable, about a quarter of classic zod's size on every first load. The schemas are
// marked pure, so a page that uses one helper does not carry the others.
import { z } from 'zod/mini';
import { isUnset, toNumberIfNumeric } from '@/boot/backend-values';

/** Mongo ids arrive as strings, but a lenient backend may send numbers: always a string for us. */
export const idSchema = /* @__PURE__ */ z.pipe(
  z.union([z.string().check(z.trim(), z.minLength(1)), z.number().check(z.refine(Number.isFinite))]),
  z.transform(String),
);

/** An id the screen does not need (cartId, userId, addressId): unset is undefined, never a failure. */
export const optionalIdSchema = /* @__PURE__ */ z.pipe(
  z.transform((value: unknown) => (isUnset(value) ? undefined : value)),
  z.optional(idSchema),
);

const finiteNumber = () => z.number().check(z.refine(Number.isFinite, 'expected a finite number'));

/** Numbers that arrive as strings ("12.50") are coerced; anything else that is not a number fails loudly. */
export const numberSchema = /* @__PURE__ */ z.pipe(z.transform(toNumberIfNumeric), finiteNumber());

/**
 * A number the backend may leave out: unset reads as `fallback`. A value that is there but is no number
 * ("cheap", an object) still fails: that record cannot be read.
 */
export function numberOr(fallback: number) {
  return z.pipe(
    z.transform((value: unknown) => (isUnset(value) ? fallback : toNumberIfNumeric(value))),
    finiteNumber(),
  );
}

/** A number the screen shows as a dash when the backend left it out (an order's total, a line's price). */
export const optionalNumberSchema = /* @__PURE__ */ z.pipe(
  z.transform((value: unknown) => (isUnset(value) ? undefined : toNumberIfNumeric(value))),
  z.optional(finiteNumber()),
);

/** Optional numbers read as 0 when unset (salePrice, averageReview). */
export const numberOrZeroSchema = /* @__PURE__ */ numberOr(0);

/** Text the backend may omit or send as null; a number (a numeric title, a pincode) is read as its digits. */
export const optionalTextSchema = /* @__PURE__ */ z.pipe(
  z.nullish(z.union([z.string(), z.number().check(z.refine(Number.isFinite))])),
  z.transform((value) => (value === null || value === undefined ? '' : String(value))),
);

/**
 * Text shown where a person needs something to read, with `fallback` when the backend sent none (a function
 * gives it in the language of the moment the record is read).
 */
export function textOr(fallback: string | (() => string)) {
  return z.pipe(
    optionalTextSchema,
    z.transform((value) => (value.trim() ? value : typeof fallback === 'function' ? fallback() : fallback)),
  );
}

const ISO_DATE_START = /^\d{4}-\d{2}-\d{2}/;

/**
 * A date as the backend stored it: any ISO form ("2026-11-20", "2026-11-20T09:14:00.000+03:00"), epoch
 * milliseconds (a number or its digits) or unset. Read as an ISO string, or '' when unset or unreadable:
 * a date is shown, never used to decide anything, so a broken one is shown as a dash instead of losing the
 * record.
 */
export const dateSchema = /* @__PURE__ */ z.pipe(
  z.transform((value: unknown): string => {
    if (isUnset(value)) return '';
    if (typeof value === 'string' && ISO_DATE_START.test(value.trim())) return value.trim();
    const time =
      typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value.trim()))
        ? Number(value)
        : typeof value === 'string'
          ? Date.parse(value)
          : Number.NaN;
    return Number.isFinite(time) && Math.abs(time) <= 8.64e15 ? new Date(time).toISOString() : '';
  }),
  z.string(),
);

/** The envelope most calls answer with: `{ success: true, data }`. */
export function dataEnvelope<Data extends z.ZodMiniType>(data: Data) {
  return z.object({ success: z.optional(z.literal(true)), data });
}

/** `{ success, message }` answers, where the message is shown to the person. */
export const messageResponseSchema = z.object({
  success: z.optional(z.boolean()),
  message: optionalTextSchema,
});

/**
 * A required text field of a form: trimmed, with the message a person reads when it is blank. `message` is a
 * message id: the form translates it as it shows the error (docs/i18n.md).
 */
export function requiredText(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message));
}

/** A required email field of a form; its messages are message ids, like requiredText's. */
export function requiredEmail() {
  return z
    .string({ error: 'common.email.required' })
    .check(z.trim(), z.minLength(1, 'common.email.required'), z.email('common.email.invalid'));
}
