// zod/mini throughout: tree-shakable, about a quarter of classic zod's size on every first load.
import { z } from 'zod/mini';

/** Mongo ids arrive as strings, but a lenient backend may send numbers: always a string for us. */
export const idSchema = z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform(String));

/** Numbers that arrive as strings ("12.50") are coerced; anything else that is not a number fails loudly. */
export const numberSchema = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
  z.number().check(z.refine(Number.isFinite, 'expected a finite number')),
);

/** Optional numbers: null, '' and undefined all mean "not set", read as 0 (salePrice, averageReview). */
export const numberOrZeroSchema = z.pipe(
  z.transform((value: unknown) =>
    value === null || value === undefined || value === ''
      ? 0
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : value,
  ),
  z.number().check(z.refine(Number.isFinite, 'expected a finite number')),
);

/** Text the backend may omit or send as null. */
export const optionalTextSchema = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
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
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A required text field of a form: trimmed, with the message a person reads when it is blank. */
export function requiredText(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message));
}

/** A required email field of a form. */
export function requiredEmail() {
  return z
    .string({ error: 'Email is required' })
    .check(z.trim(), z.minLength(1, 'Email is required'), z.email('Enter a valid email address'));
}
