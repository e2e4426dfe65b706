import { Anchor, Group } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import touch from '@/components/touch/touch-targets.module.css';
import { useLogin } from '../api/use-auth-mutations';
import { loginFormSchema, type LoginForm } from '../schemas';
import { AuthForm, EmailField } from './auth-form';
import { PasswordField } from './password-field';

export function LoginPage({ defaultEmail = '' }: { defaultEmail?: string }) {
  const loginMutation = useLogin();
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;

  return (
    <AuthForm
      title="Sign in to your account"
      subtitle={
        <>
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to="/auth/register" fw={600} className={touch.textLink}>
            Register
          </Anchor>
        </>
      }
      form={form}
      send={loginMutation.mutateAsync}
      submitLabel="Sign In"
      busy={loginMutation.isPending || loginMutation.isSuccess}
    >
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        placeholder="Enter your password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Group justify="flex-end">
        <Anchor component={Link} to="/auth/request-reset" size="sm" className={touch.textLink}>
          Forgot password?
        </Anchor>
      </Group>
    </AuthForm>
  );
}
