import { TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslate } from '@/lib/i18n/i18n';
import { useVerify } from '@/features/auth/api/use-auth-mutations';
import { verifyFormSchema, type VerifyForm } from '@/features/auth/schemas';
import { AuthForm, EmailField } from '@/features/auth/components/auth-form';

export function VerifyPage({ defaultEmail = '' }: { defaultEmail?: string }) {
  const t = useTranslate();
  const verifyMutation = useVerify();
  const form = useForm<VerifyForm>({
    resolver: zodResolver(verifyFormSchema),
    defaultValues: { email: defaultEmail, code: '' },
  });
  const { errors } = form.formState;

  return (
    <AuthForm
      title={t('auth.verify.title')}
      subtitle={t('auth.verify.subtitle')}
      form={form}
      send={verifyMutation.mutateAsync}
      submitLabel={t('auth.verify.submit')}
      busy={verifyMutation.isPending || verifyMutation.isSuccess}
      backToSignIn
      service="verification"
    >
      <EmailField
        registration={form.register('email')}
        error={errors.email?.message && t(errors.email.message)}
        required
      />
      <TextInput
        label={t('auth.field.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        placeholder={t('auth.field.codePlaceholder')}
        withAsterisk
        error={errors.code?.message && t(errors.code.message)}
        {...form.register('code')}
      />
    </AuthForm>
  );
}
