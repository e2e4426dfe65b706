import { z } from 'zod/mini';
import { dataEnvelope, idSchema } from '@/lib/schema-helpers';

export const featureImageSchema = z.object({ _id: idSchema, image: z.string().check(z.minLength(1)) });
export type FeatureImage = z.infer<typeof featureImageSchema>;

export const featureImageListResponseSchema = dataEnvelope(z.array(featureImageSchema));
export const featureImageResponseSchema = dataEnvelope(featureImageSchema);
export const deleteFeatureImageResponseSchema = dataEnvelope(z.object({ _id: idSchema }));
