import { TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useVerify } from '../api/use-auth-mutations';
import { verifyFormSchema, type VerifyForm } from '../schemas';
import { AuthForm, EmailField } from './auth-form';

export function VerifyPage({ defaultEmail = '' }: { defaultEmail?: string }) {
  const verifyMutation = useVerify();
  const form = useForm<VerifyForm>({
    resolver: zodResolver(verifyFormSchema),
    defaultValues: { email: defaultEmail, code: '' },
  });
  const { errors } = form.formState;

  return (
    <AuthForm
      title="Verify Your Account"
      subtitle="Enter the code we sent to your email."
      form={form}
      send={verifyMutation.mutateAsync}
      submitLabel="Verify"
      busy={verifyMutation.isPending || verifyMutation.isSuccess}
      backToSignIn
    >
      <EmailField registration={form.register('email')} error={errors.email?.message} required />
      <TextInput
        label="Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        placeholder="Enter the verification code"
        withAsterisk
        error={errors.code?.message}
        {...form.register('code')}
      />
    </AuthForm>
  );
}
