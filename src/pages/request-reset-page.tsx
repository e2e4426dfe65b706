import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslate } from '@/lib/i18n/i18n';
import { useRequestReset } from '@/features/auth/api/use-auth-mutations';
import { requestResetFormSchema, type RequestResetForm } from '@/features/auth/schemas';
import { AuthForm, EmailField } from '@/features/auth/components/auth-form';

export function RequestResetPage() {
  const t = useTranslate();
  const requestMutation = useRequestReset();
  const form = useForm<RequestResetForm>({
    resolver: zodResolver(requestResetFormSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  return (
    <AuthForm
      title={t('auth.requestReset.title')}
      subtitle={t('auth.requestReset.subtitle')}
      form={form}
      send={requestMutation.mutateAsync}
      submitLabel={t('auth.requestReset.submit')}
      busy={requestMutation.isPending || requestMutation.isSuccess}
      backToSignIn
      service="passwordReset"
    >
      <EmailField
        registration={form.register('email')}
        error={errors.email?.message && t(errors.email.message)}
        required
      />
    </AuthForm>
  );
}
