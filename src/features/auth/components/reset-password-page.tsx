import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useResetPassword } from '../api/use-auth-mutations';
import { resetPasswordFormSchema, type ResetPasswordForm } from '../schemas';
import { AuthForm } from './auth-form';
import { PasswordField } from './password-field';

export function ResetPasswordPage({ token }: { token: string }) {
  const resetMutation = useResetPassword(token);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  return (
    <AuthForm
      title="Reset Your Password"
      subtitle="Choose a new password for your account."
      form={form}
      // Only the new password goes to the server; the confirmation never leaves the form.
      send={(values: ResetPasswordForm) => resetMutation.mutateAsync({ newPassword: values.newPassword })}
      submitLabel="Reset Password"
      busy={resetMutation.isPending || resetMutation.isSuccess}
      backToSignIn
    >
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        placeholder="Enter a new password"
        withAsterisk
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        placeholder="Enter the new password again"
        withAsterisk
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
    </AuthForm>
  );
}
