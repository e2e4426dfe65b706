import { z } from 'zod';
import { dataEnvelope, idSchema, optionalTextSchema } from '@/lib/schema-helpers';

export const MAX_ADDRESSES = 3;

export const addressSchema = z.object({
  _id: idSchema,
  userId: idSchema.optional(),
  address: optionalTextSchema,
  city: optionalTextSchema,
  pincode: optionalTextSchema,
  phone: optionalTextSchema,
  notes: optionalTextSchema,
});
export type Address = z.infer<typeof addressSchema>;

export const addressListResponseSchema = dataEnvelope(z.array(addressSchema));
export const addressResponseSchema = dataEnvelope(addressSchema);
export const deleteAddressResponseSchema = z.object({
  success: z.boolean().optional(),
  message: optionalTextSchema,
});

const requiredText = (label: string) => z.string().trim().min(1, `${label} is required`);

export const addressFormSchema = z.object({
  address: requiredText('Address'),
  city: requiredText('City'),
  pincode: requiredText('Pincode'),
  phone: requiredText('Phone'),
  notes: requiredText('Notes'),
});
export type AddressForm = z.infer<typeof addressFormSchema>;
export const emptyAddressForm: AddressForm = { address: '', city: '', pincode: '', phone: '', notes: '' };
