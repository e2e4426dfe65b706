import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useHydrated } from '@tanstack/react-router';
import type { Ref } from 'react';
import { useTranslate } from '@/lib/i18n/i18n';

/** Mantine's PasswordInput (type password, show/hide toggle) with a toggle name that stays out of the way. */
export function PasswordField({ ref, ...props }: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const t = useTranslate();
  // The visibility toggle's name must not contain the word "password" ("şifre"): otherwise the field's label
  // ("Password", "Şifre") would name two controls and label lookups (people's and tests') become ambiguous.
  const toggleProps = { 'aria-label': t('auth.field.passwordVisibility') };
  // Disabled while a prerendered page is being hydrated, as the other controls of the auth screens (auth-form.tsx).
  const hydrated = useHydrated();
  return (
    <PasswordInput
      ref={ref}
      visibilityToggleButtonProps={toggleProps}
      // Mantine marks only TextInput invalid for assistive tech; do the same for the password fields.
      aria-invalid={props.error ? true : undefined}
      {...props}
      disabled={props.disabled === true || !hydrated}
    />
  );
}
