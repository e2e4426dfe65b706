import { Anchor, Group } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import touch from '@/components/touch/touch-targets.module.css';
import { useOffersService } from '@/lib/backend/backend-traits';
import { useTranslate } from '@/lib/i18n/i18n';
import { useLogin } from '@/features/auth/api/use-auth-mutations';
import { loginFormSchema, type LoginForm } from '@/features/auth/schemas';
import { AuthForm, EmailField } from '@/features/auth/components/auth-form';
import { PasswordField } from '@/features/auth/components/password-field';

export function LoginPage({ defaultEmail = '' }: { defaultEmail?: string }) {
  const t = useTranslate();
  const loginMutation = useLogin();
  const offersPasswordReset = useOffersService('passwordReset');
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;

  return (
    <AuthForm
      title={t('auth.login.title')}
      subtitle={
        <>
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to="/auth/register" fw={600} className={touch.textLink}>
            {t('auth.login.registerLink')}
          </Anchor>
        </>
      }
      form={form}
      send={loginMutation.mutateAsync}
      submitLabel={t('auth.login.submit')}
      busy={loginMutation.isPending || loginMutation.isSuccess}
    >
      <EmailField
        registration={form.register('email')}
        error={errors.email?.message && t(errors.email.message)}
      />
      <PasswordField
        label={t('auth.field.password')}
        autoComplete="current-password"
        placeholder={t('auth.field.passwordPlaceholder')}
        error={errors.password?.message && t(errors.password.message)}
        {...form.register('password')}
      />
      {/* Hidden once this shop's backend is known not to offer password reset (lib/backend/backend-traits.ts). */}
      {offersPasswordReset && (
        <Group justify="flex-end">
          <Anchor component={Link} to="/auth/request-reset" size="sm" className={touch.textLink}>
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
      )}
    </AuthForm>
  );
}
