import { z } from 'zod';

/** Mongo ids arrive as strings, but a lenient backend may send numbers: always a string for us. */
export const idSchema = z.union([z.string().min(1), z.number()]).transform(String);

/** Numbers that arrive as strings ("12.50") are coerced; anything else that is not a number fails loudly. */
export const numberSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number().refine(Number.isFinite, 'expected a finite number'),
);

/** Optional numbers: null, '' and undefined all mean "not set". */
export const optionalNumberSchema = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  numberSchema.optional(),
);

/** Text the backend may omit or send as null. */
export const optionalTextSchema = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** The envelope most calls answer with: `{ success: true, data }`. */
export function dataEnvelope<Data extends z.ZodType>(data: Data) {
  return z.object({ success: z.literal(true).optional(), data });
}

/** `{ success, message }` answers, where the message is shown to the person. */
export const messageResponseSchema = z.object({
  success: z.boolean().optional(),
  message: optionalTextSchema,
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;
