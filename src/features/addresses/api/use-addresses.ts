import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/stores/toast-store';
import type { AddressForm } from '../schemas';
import { addAddress, deleteAddress, updateAddress } from './addresses-api';
import { addressQueries } from './address-queries';
import { listOrEmpty } from '@/lib/query-data';

/** The shopper's saved addresses; empty while loading or after a failed load (docs/behaviour.md#failure-rules). */
export function useAddresses(userId: string) {
  const query = useQuery({ ...addressQueries.list(userId), enabled: userId !== '' });
  const addresses = listOrEmpty(query);
  return { addresses, query };
}

function useInvalidateAddresses(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressQueries.list(userId).queryKey });
}

// Failed address writes show nothing (docs/behaviour.md#failure-rules): the form keeps its values so the shopper can retry.
export function useAddAddress(userId: string) {
  const invalidate = useInvalidateAddresses(userId);
  return useMutation({
    mutationFn: (form: AddressForm) => addAddress(userId, form),
    onSuccess: () => toast.success('Address added successfully'),
    onSettled: invalidate,
  });
}

export function useUpdateAddress(userId: string) {
  const invalidate = useInvalidateAddresses(userId);
  return useMutation({
    mutationFn: ({ addressId, form }: { addressId: string; form: AddressForm }) =>
      updateAddress(userId, addressId, form),
    onSuccess: () => toast.success('Address updated successfully'),
    onSettled: invalidate,
  });
}

export function useDeleteAddress(userId: string) {
  const invalidate = useInvalidateAddresses(userId);
  return useMutation({
    mutationFn: (addressId: string) => deleteAddress(userId, addressId),
    onSuccess: () => toast.success('Address deleted successfully'),
    onSettled: invalidate,
  });
}
