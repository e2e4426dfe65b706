import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useVerify } from '../api/use-auth-mutations';
import { verifyFormSchema, type VerifyForm } from '../schemas';
import { AuthCard } from './auth-card';
import { useSingleSubmit } from './use-single-submit';

export function VerifyPage({ defaultEmail = '' }: { defaultEmail?: string }) {
  const verifyMutation = useVerify();
  const form = useForm<VerifyForm>({
    resolver: zodResolver(verifyFormSchema),
    defaultValues: { email: defaultEmail, code: '' },
  });
  const submit = useSingleSubmit(verifyMutation.mutateAsync);
  const { errors } = form.formState;

  return (
    <AuthCard title="Verify Your Account" subtitle="Enter the code we sent to your email.">
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
          <TextInput
            label="Code"
            autoComplete="one-time-code"
            inputMode="numeric"
            placeholder="Enter the verification code"
            withAsterisk
            error={errors.code?.message}
            {...form.register('code')}
          />
          <Button type="submit" fullWidth loading={verifyMutation.isPending || verifyMutation.isSuccess}>
            Verify
          </Button>
          <Anchor component={Link} to="/auth/login" size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
