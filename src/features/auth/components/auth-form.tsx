import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link, useHydrated } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import touch from '@/components/touch/touch-targets.module.css';
import { useOffersService, type BackendService } from '@/lib/backend/backend-traits';
import { useTranslate } from '@/lib/i18n/i18n';
import { AuthCard } from './auth-card';
import { useSingleSubmit } from '../hooks/use-single-submit';

/**
 * A prerendered auth screen (tools/vite-plugins/prerender-shells.ts) paints before the app has started; its
 * controls stay disabled until React has hydrated it (`useHydrated`), so nothing typed or pressed before then is
 * lost, and a form cannot be sent by the browser itself. Rendered in the browser, they are enabled at once.
 *
 * The frame of every auth screen: the card with its title, the form's fields, one full-width submit button
 * and, where the screen is a detour, a link back to sign in. A submit sends one request however often the
 * button is pressed; the button keeps spinning after success, while the screen navigates away.
 *
 * `service`: the screen belongs to a service a backend may not offer (lib/backend/backend-traits.ts). Where this shop's
 * backend is known not to (it answered the call as a route it does not have), the card says so in place of the
 * form, with the way back to sign in.
 */
export function AuthForm<Values extends FieldValues>({
  title,
  subtitle,
  form,
  send,
  submitLabel,
  busy,
  backToSignIn = false,
  service,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  form: UseFormReturn<Values>;
  send: (values: Values) => Promise<unknown>;
  submitLabel: string;
  busy: boolean;
  backToSignIn?: boolean;
  service?: BackendService;
  children: ReactNode;
}) {
  const t = useTranslate();
  const submit = useSingleSubmit(send);
  const hydrated = useHydrated();
  const offered = useOffersService(service);
  const backLink = (
    <Anchor component={Link} to="/auth/login" size="sm" ta="center" className={touch.textLink}>
      {t('auth.form.backToSignIn')}
    </Anchor>
  );
  if (service && !offered) {
    return (
      <AuthCard title={title}>
        <Stack gap="md">
          <Text role="status">{t(`auth.notOffered.${service}`)}</Text>
          {backLink}
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="md">
          {children}
          <Button type="submit" fullWidth loading={busy} disabled={!hydrated}>
            {submitLabel}
          </Button>
          {backToSignIn && backLink}
        </Stack>
      </form>
    </AuthCard>
  );
}

/**
 * The Email field of the auth screens: an email input the browser can fill in. `error` is shown as given: the
 * screen has translated its validation message (docs/i18n.md).
 */
export function EmailField({
  registration,
  error,
  required = false,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
}) {
  const t = useTranslate();
  const hydrated = useHydrated();
  return (
    <TextInput
      label={t('auth.field.email')}
      type="email"
      autoComplete="email"
      placeholder={t('auth.field.emailPlaceholder')}
      withAsterisk={required}
      error={error}
      disabled={!hydrated}
      {...registration}
    />
  );
}
