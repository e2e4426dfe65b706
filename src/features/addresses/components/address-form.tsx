import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslate } from '@/lib/i18n/i18n';
import { addressFormSchema, emptyAddressForm, type AddressForm as AddressFormValues } from '../schemas';

const FIELDS = ['address', 'city', 'pincode', 'phone', 'notes'] as const;

export interface AddressFormProps {
  /** The values to edit; null in add mode. */
  editing: AddressFormValues | null;
  /** Changes whenever the form must start over (after a save, a refused add or a cancelled edit). */
  resetKey: number;
  pending: boolean;
  onSubmit: (values: AddressFormValues) => void;
  onCancelEdit: () => void;
}

/** Address, City, Pincode, Phone and Notes; submit stays disabled until all five are non-blank. */
export function AddressForm({ editing, resetKey, pending, onSubmit, onCancelEdit }: AddressFormProps) {
  const t = useTranslate();
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: editing ?? emptyAddressForm,
  });

  // A layout effect: the form holds the address to edit in the same commit as the click on Edit, so nothing
  // typed right after it can be overwritten by a reset that comes a moment later.
  useLayoutEffect(() => {
    reset(editing ?? emptyAddressForm);
  }, [editing, resetKey, reset]);

  const values = useWatch({ control });
  const complete = FIELDS.every((field) => (values[field] ?? '').trim() !== '');

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={editing ? t('addresses.form.editLabel') : t('addresses.form.addLabel')}
    >
      <Stack gap="sm">
        <TextInput
          label={t('addresses.field.address')}
          autoComplete="street-address"
          error={errors.address?.message && t(errors.address.message)}
          {...register('address')}
        />
        <TextInput
          label={t('addresses.field.city')}
          autoComplete="address-level2"
          error={errors.city?.message && t(errors.city.message)}
          {...register('city')}
        />
        <TextInput
          label={t('addresses.field.pincode')}
          autoComplete="postal-code"
          error={errors.pincode?.message && t(errors.pincode.message)}
          {...register('pincode')}
        />
        <TextInput
          label={t('addresses.field.phone')}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message && t(errors.phone.message)}
          {...register('phone')}
        />
        <Textarea
          label={t('addresses.field.notes')}
          rows={2}
          error={errors.notes?.message && t(errors.notes.message)}
          {...register('notes')}
        />
        <Group>
          <Button type="submit" disabled={!complete || pending} loading={pending}>
            {editing ? t('addresses.form.update') : t('addresses.form.add')}
          </Button>
          {editing && (
            <Button variant="default" onClick={onCancelEdit} disabled={pending}>
              {t('addresses.form.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
