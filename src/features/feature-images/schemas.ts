import { z } from 'zod/mini';
import { recordList } from '@/lib/backend/record-list';
import { dataEnvelope, idSchema, optionalTextSchema } from '@/lib/backend/schema-helpers';

/** A feature image; one without an image is listed for the admin (to delete it) but never shown in a carousel. */
export const featureImageSchema = z.object({ _id: idSchema, image: optionalTextSchema });
export type FeatureImage = z.infer<typeof featureImageSchema>;

export const featureImageListResponseSchema = dataEnvelope(recordList(featureImageSchema));
export const featureImageResponseSchema = dataEnvelope(featureImageSchema);
export const deleteFeatureImageResponseSchema = dataEnvelope(z.object({ _id: idSchema }));
