import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/backend/api-error';
import { translate } from '@/lib/i18n/i18n';
import { toast } from '@/stores/toast-store';
import type { AddressForm } from '../schemas';
import { addAddress, deleteAddress, updateAddress } from './addresses-api';
import { addressQueries } from './address-queries';
import { listOrEmpty } from '@/lib/query/query-data';
import { recheckAfterUnconfirmedWrite } from '@/lib/query/unconfirmed-writes';
import { refreshAfterWrite } from '@/lib/query/refresh-after-write';

/** The shopper's saved addresses; empty while loading or after a failed load (docs/behaviour.md#failure-rules). */
export function useAddresses(userId: string) {
  const query = useQuery({ ...addressQueries.list(userId), enabled: userId !== '' });
  const addresses = listOrEmpty(query);
  return { addresses, query };
}

/**
 * Every address write reloads the list when it ends. One that may still land (no answer, or one we could not
 * read) is read back again over the next seconds too, so the list, and the limit of 3 checked against it,
 * show what the server holds once a late write lands (docs/behaviour.md#account). No write is ever repeated.
 */
function useAddressWriteCallbacks(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = addressQueries.list(userId);
  return {
    onError: (error: unknown) => {
      toast.error(errorMessage(error));
      recheckAfterUnconfirmedWrite(queryClient, error, [queryKey]);
    },
    onSettled: () => refreshAfterWrite(queryClient, [queryKey]),
  };
}

// A failed address write shows the server's message (docs/behaviour.md#failure-rules); the form keeps its values so
// the shopper can retry.
export function useAddAddress(userId: string) {
  const callbacks = useAddressWriteCallbacks(userId);
  return useMutation({
    mutationFn: (form: AddressForm) => addAddress(userId, form),
    onSuccess: () => toast.success(translate('addresses.toast.added')),
    ...callbacks,
  });
}

export function useUpdateAddress(userId: string) {
  const callbacks = useAddressWriteCallbacks(userId);
  return useMutation({
    mutationFn: ({ addressId, form }: { addressId: string; form: AddressForm }) =>
      updateAddress(userId, addressId, form),
    onSuccess: () => toast.success(translate('addresses.toast.updated')),
    ...callbacks,
  });
}

export function useDeleteAddress(userId: string) {
  const callbacks = useAddressWriteCallbacks(userId);
  return useMutation({
    mutationFn: (addressId: string) => deleteAddress(userId, addressId),
    onSuccess: () => toast.success(translate('addresses.toast.deleted')),
    ...callbacks,
  });
}
