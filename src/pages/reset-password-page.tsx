import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslate } from '@/lib/i18n/i18n';
import { useResetPassword } from '@/features/auth/api/use-auth-mutations';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@/features/auth/schemas';
import { AuthForm } from '@/features/auth/components/auth-form';
import { PasswordField } from '@/features/auth/components/password-field';

export function ResetPasswordPage({ token }: { token: string }) {
  const t = useTranslate();
  const resetMutation = useResetPassword(token);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  return (
    <AuthForm
      title={t('auth.resetPassword.title')}
      subtitle={t('auth.resetPassword.subtitle')}
      form={form}
      // Only the new password goes to the server; the confirmation never leaves the form.
      send={(values: ResetPasswordForm) => resetMutation.mutateAsync({ newPassword: values.newPassword })}
      submitLabel={t('auth.resetPassword.submit')}
      busy={resetMutation.isPending || resetMutation.isSuccess}
      backToSignIn
      service="passwordReset"
    >
      <PasswordField
        label={t('auth.field.newPassword')}
        autoComplete="new-password"
        placeholder={t('auth.field.newPasswordPlaceholder')}
        withAsterisk
        error={errors.newPassword?.message && t(errors.newPassword.message)}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('auth.field.confirmPassword')}
        autoComplete="new-password"
        placeholder={t('auth.field.confirmPasswordPlaceholder')}
        withAsterisk
        error={errors.confirmPassword?.message && t(errors.confirmPassword.message)}
        {...form.register('confirmPassword')}
      />
    </AuthForm>
  );
}
