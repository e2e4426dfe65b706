import { Anchor, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useHydrated } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import touch from '@/components/touch/touch-targets.module.css';
import { useTranslate } from '@/lib/i18n/i18n';
import { useRegister } from '@/features/auth/api/use-auth-mutations';
import { registerFormSchema, type RegisterForm } from '@/features/auth/schemas';
import { AuthForm, EmailField } from '@/features/auth/components/auth-form';
import { PasswordField } from '@/features/auth/components/password-field';

export function RegisterPage() {
  const t = useTranslate();
  const registerMutation = useRegister();
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { userName: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  // Disabled while the prerendered page is being hydrated, as the other auth controls (auth-form.tsx).
  const hydrated = useHydrated();

  return (
    <AuthForm
      title={t('auth.register.title')}
      subtitle={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} to="/auth/login" fw={600} className={touch.textLink}>
            {t('auth.register.loginLink')}
          </Anchor>
        </>
      }
      form={form}
      send={registerMutation.mutateAsync}
      submitLabel={t('auth.register.submit')}
      busy={registerMutation.isPending || registerMutation.isSuccess}
    >
      <TextInput
        label={t('auth.field.userName')}
        autoComplete="username"
        placeholder={t('auth.field.userNamePlaceholder')}
        error={errors.userName?.message && t(errors.userName.message)}
        disabled={!hydrated}
        {...form.register('userName')}
      />
      <EmailField
        registration={form.register('email')}
        error={errors.email?.message && t(errors.email.message)}
      />
      <PasswordField
        label={t('auth.field.password')}
        autoComplete="new-password"
        placeholder={t('auth.field.passwordPlaceholder')}
        error={errors.password?.message && t(errors.password.message)}
        {...form.register('password')}
      />
    </AuthForm>
  );
}
