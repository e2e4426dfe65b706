import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Card, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslate } from '@/lib/i18n/i18n';
import { toast } from '@/stores/toast-store';
import { mayHaveLanded } from '@/lib/query/unconfirmed-writes';
import { useAddAddress, useAddresses, useDeleteAddress, useUpdateAddress } from '../api/use-addresses';
import { MAX_ADDRESSES, type Address, type AddressForm as AddressFormValues } from '../schemas';
import { AddressForm } from './address-form';

export interface AddressSelection {
  selectedId: string | null;
  onSelect: (address: Address | null) => void;
}

/**
 * The most addresses drawn at once. A shopper holds at most 3 (docs/behaviour.md#limits); a server that breaks that rule
 * (one seen answering 1,000) must not freeze the account or checkout: 1,000 cards with radios took over a
 * minute to render on a slow machine. Above the cap the first ones are shown, with a note saying how many.
 */
const MAX_SHOWN_ADDRESSES = 12;

/** One-line summary, also the accessible name of the address's radio and buttons. */
function addressSummary(address: Pick<Address, 'address' | 'city'>) {
  return [address.address, address.city].filter(Boolean).join(', ');
}

/** The five fields the shopper typed, as the server stores them (trimmed). */
function sameAddress(saved: Address, typed: AddressFormValues) {
  return (['address', 'city', 'pincode', 'phone', 'notes'] as const).every(
    (field) => saved[field].trim() === typed[field].trim(),
  );
}

/** An add that ended without a clear answer: what was sent, the ids the list held then, and whether it landed. */
interface UnconfirmedAdd {
  values: AddressFormValues;
  knownIds: ReadonlySet<string>;
  landed: boolean;
}

/**
 * The address manager of the account's Address tab and of checkout: the saved addresses (at most 3) with
 * Edit and Delete, and the add/edit form. With `selection` each address is also a radio of the order's picker.
 */
export function AddressManager({
  userId,
  selection,
  headingOrder = 3,
}: {
  userId: string;
  selection?: AddressSelection;
  /** The form's heading level, one below the page's nearest heading (checkout: an h2 section; account: the h1). */
  headingOrder?: 2 | 3;
}) {
  const t = useTranslate();
  const { addresses } = useAddresses(userId);
  const addAddress = useAddAddress(userId);
  const updateAddress = useUpdateAddress(userId);
  const deleteAddress = useDeleteAddress(userId);
  const [editing, setEditing] = useState<Address | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [unconfirmedAdd, setUnconfirmedAdd] = useState<UnconfirmedAdd | null>(null);
  // The button disables on the next render; the ref also stops a second click that lands before it.
  const saving = useRef(false);

  // An unconfirmed add that shows up in the list (read again after it failed) was saved after all: say so and
  // empty the form, so the same address is not added twice (docs/behaviour.md#account). Set during render, as
  // React suggests for state that follows other data.
  if (
    unconfirmedAdd &&
    !unconfirmedAdd.landed &&
    addresses.some(
      (address) => !unconfirmedAdd.knownIds.has(address._id) && sameAddress(address, unconfirmedAdd.values),
    )
  ) {
    setUnconfirmedAdd({ ...unconfirmedAdd, landed: true });
    if (!editing) setResetKey((key) => key + 1);
  }

  const startOver = () => {
    setEditing(null);
    setResetKey((key) => key + 1);
  };

  const submit = (values: AddressFormValues) => {
    if (saving.current) return;
    if (!editing && addresses.length >= MAX_ADDRESSES) {
      toast.error(t('addresses.limitReached', { max: MAX_ADDRESSES }));
      startOver();
      return;
    }
    saving.current = true;
    setUnconfirmedAdd(null);
    const done = { onSuccess: startOver, onSettled: () => (saving.current = false) };
    if (editing) {
      updateAddress.mutate({ addressId: editing._id, form: values }, done);
      return;
    }
    const knownIds = new Set(addresses.map((address) => address._id));
    addAddress.mutate(values, {
      ...done,
      onError: (error) => {
        if (mayHaveLanded(error)) setUnconfirmedAdd({ values, knownIds, landed: false });
      },
    });
  };

  const remove = (address: Address) => {
    deleteAddress.mutate(address._id, {
      onSuccess: () => {
        if (editing?._id === address._id) startOver();
        if (selection?.selectedId === address._id) selection.onSelect(null);
      },
    });
  };

  const shown = addresses.length > MAX_SHOWN_ADDRESSES ? addresses.slice(0, MAX_SHOWN_ADDRESSES) : addresses;
  const cards = shown.map((address) => (
    <Card
      key={address._id}
      withBorder
      padding="md"
      radius="md"
      component="li"
      aria-label={addressSummary(address)}
    >
      <Stack gap={6}>
        {/* md: a 24 px box, the WCAG 2.2 minimum target (docs/behaviour.md#limits). */}
        {selection && <Radio value={address._id} label={addressSummary(address)} fw={600} size="md" />}
        <Text size="sm">{t('addresses.card.address', { address: address.address })}</Text>
        <Text size="sm">{t('addresses.card.city', { city: address.city })}</Text>
        <Text size="sm">{t('addresses.card.pincode', { pincode: address.pincode })}</Text>
        <Text size="sm">{t('addresses.card.phone', { phone: address.phone })}</Text>
        <Text size="sm">{t('addresses.card.notes', { notes: address.notes })}</Text>
        <Group gap="xs" mt={4}>
          <Button
            size="xs"
            variant="default"
            aria-label={t('addresses.card.editLabel', { address: addressSummary(address) })}
            onClick={() => setEditing(address)}
          >
            {t('addresses.card.edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={t('addresses.card.deleteLabel', { address: addressSummary(address) })}
            loading={deleteAddress.isPending && deleteAddress.variables === address._id}
            onClick={() => remove(address)}
          >
            {t('addresses.card.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  ));

  const list = (
    <>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {cards}
      </SimpleGrid>
      {shown.length < addresses.length && (
        <Text size="sm" c="dimmed" mt="sm">
          {t('addresses.list.partlyShown', { shown: shown.length, total: addresses.length })}
        </Text>
      )}
    </>
  );

  return (
    <Stack gap="lg">
      {addresses.length === 0 ? (
        <Text c="dimmed">{t('addresses.list.empty')}</Text>
      ) : selection ? (
        <Radio.Group
          label={t('addresses.picker.label')}
          value={selection.selectedId}
          onChange={(id) => selection.onSelect(addresses.find((address) => address._id === id) ?? null)}
        >
          <div style={{ marginTop: 8 }}>{list}</div>
        </Radio.Group>
      ) : (
        list
      )}
      <Card withBorder padding="md" radius="md">
        <Title order={headingOrder} size="h4" mb="sm">
          {editing ? t('addresses.form.editTitle') : t('addresses.form.addTitle')}
        </Title>
        {unconfirmedAdd &&
          (unconfirmedAdd.landed ? (
            <Alert color="green" variant="light" role="status" mb="sm">
              {t('addresses.unconfirmed.landed')}
            </Alert>
          ) : (
            <Alert
              color="yellow"
              variant="light"
              role="alert"
              mb="sm"
              title={t('addresses.unconfirmed.title')}
            >
              {t('addresses.unconfirmed.text')}
            </Alert>
          ))}
        <AddressForm
          editing={editing}
          resetKey={resetKey}
          pending={addAddress.isPending || updateAddress.isPending}
          onSubmit={submit}
          onCancelEdit={startOver}
        />
      </Card>
    </Stack>
  );
}
