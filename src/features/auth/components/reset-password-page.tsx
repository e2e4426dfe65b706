import { Anchor, Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useResetPassword } from '../api/use-auth-mutations';
import { resetPasswordFormSchema, type ResetPasswordForm } from '../schemas';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { useSingleSubmit } from './use-single-submit';

export function ResetPasswordPage({ token }: { token: string }) {
  const resetMutation = useResetPassword(token);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  // Only the new password goes to the server; the confirmation never leaves the form.
  const submit = useSingleSubmit((values: ResetPasswordForm) =>
    resetMutation.mutateAsync({ newPassword: values.newPassword }),
  );
  const { errors } = form.formState;

  return (
    <AuthCard title="Reset Your Password" subtitle="Choose a new password for your account.">
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="md">
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
          <Button type="submit" fullWidth loading={resetMutation.isPending || resetMutation.isSuccess}>
            Reset Password
          </Button>
          <Anchor component={Link} to="/auth/login" size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
