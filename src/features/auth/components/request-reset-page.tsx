import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useRequestReset } from '../api/use-auth-mutations';
import { requestResetFormSchema, type RequestResetForm } from '../schemas';
import { AuthForm, EmailField } from './auth-form';

export function RequestResetPage() {
  const requestMutation = useRequestReset();
  const form = useForm<RequestResetForm>({
    resolver: zodResolver(requestResetFormSchema),
    defaultValues: { email: '' },
  });

  return (
    <AuthForm
      title="Request Password Reset"
      subtitle="We will email you a link to choose a new password."
      form={form}
      send={requestMutation.mutateAsync}
      submitLabel="Send Reset Link"
      busy={requestMutation.isPending || requestMutation.isSuccess}
      backToSignIn
    >
      <EmailField
        registration={form.register('email')}
        error={form.formState.errors.email?.message}
        required
      />
    </AuthForm>
  );
}
