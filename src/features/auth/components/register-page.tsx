import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useRegister } from '../api/use-auth-mutations';
import { registerFormSchema, type RegisterForm } from '../schemas';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { useSingleSubmit } from './use-single-submit';

export function RegisterPage() {
  const registerMutation = useRegister();
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { userName: '', email: '', password: '' },
  });
  const submit = useSingleSubmit(registerMutation.mutateAsync);
  const { errors } = form.formState;

  return (
    <AuthCard
      title="Create New Account"
      subtitle={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/auth/login" fw={600}>
            Login
          </Anchor>
        </>
      }
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput
            label="User Name"
            autoComplete="username"
            placeholder="Enter your user name"
            error={errors.userName?.message}
            {...form.register('userName')}
          />
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
            autoComplete="new-password"
            placeholder="Enter your password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" fullWidth loading={registerMutation.isPending || registerMutation.isSuccess}>
            Sign Up
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
