import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useLogin } from '../api/use-auth-mutations';
import { loginFormSchema, type LoginForm } from '../schemas';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { useSingleSubmit } from './use-single-submit';

export function LoginPage({ defaultEmail = '' }: { defaultEmail?: string }) {
  const loginMutation = useLogin();
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const submit = useSingleSubmit(loginMutation.mutateAsync);
  const { errors } = form.formState;

  return (
    <AuthCard
      title="Sign in to your account"
      subtitle={
        <>
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to="/auth/register" fw={600}>
            Register
          </Anchor>
        </>
      }
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="Enter your email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            placeholder="Enter your password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/auth/request-reset" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={loginMutation.isPending || loginMutation.isSuccess}>
            Sign In
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
