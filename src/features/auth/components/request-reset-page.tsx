import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useRequestReset } from '../api/use-auth-mutations';
import { requestResetFormSchema, type RequestResetForm } from '../schemas';
import { AuthCard } from './auth-card';
import { useSingleSubmit } from './use-single-submit';

export function RequestResetPage() {
  const requestMutation = useRequestReset();
  const form = useForm<RequestResetForm>({
    resolver: zodResolver(requestResetFormSchema),
    defaultValues: { email: '' },
  });
  const submit = useSingleSubmit(requestMutation.mutateAsync);
  const { errors } = form.formState;

  return (
    <AuthCard title="Request Password Reset" subtitle="We will email you a link to choose a new password.">
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="Enter your email"
            withAsterisk
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" fullWidth loading={requestMutation.isPending || requestMutation.isSuccess}>
            Send Reset Link
          </Button>
          <Anchor component={Link} to="/auth/login" size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
