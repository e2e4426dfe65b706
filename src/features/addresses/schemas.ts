import { z } from 'zod/mini';
import { recordList } from '@/lib/backend/record-list';
import {
  dataEnvelope,
  idSchema,
  messageResponseSchema,
  optionalIdSchema,
  optionalTextSchema,
  requiredText,
} from '@/lib/backend/schema-helpers';

export const MAX_ADDRESSES = 3;

/** The fields of an address, as saved and as copied into an order. */
export const addressFields = {
  address: optionalTextSchema,
  city: optionalTextSchema,
  pincode: optionalTextSchema,
  phone: optionalTextSchema,
  notes: optionalTextSchema,
};

const addressSchema = z.object({ _id: idSchema, userId: optionalIdSchema, ...addressFields });
export type Address = z.infer<typeof addressSchema>;

export const addressListResponseSchema = dataEnvelope(recordList(addressSchema));
export const addressResponseSchema = dataEnvelope(addressSchema);
export const deleteAddressResponseSchema = messageResponseSchema;

/** The add/edit form; each message is a message id, translated where the field shows it. */
export const addressFormSchema = z.object({
  address: requiredText('addresses.validation.addressRequired'),
  city: requiredText('addresses.validation.cityRequired'),
  pincode: requiredText('addresses.validation.pincodeRequired'),
  phone: requiredText('addresses.validation.phoneRequired'),
  notes: requiredText('addresses.validation.notesRequired'),
});
export type AddressForm = z.infer<typeof addressFormSchema>;
export const emptyAddressForm: AddressForm = { address: '', city: '', pincode: '', phone: '', notes: '' };
