import { Anchor, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useHydrated } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import touch from '@/components/touch/touch-targets.module.css';
import { useRegister } from '../api/use-auth-mutations';
import { registerFormSchema, type RegisterForm } from '../schemas';
import { AuthForm, EmailField } from './auth-form';
import { PasswordField } from './password-field';

export function RegisterPage() {
  const registerMutation = useRegister();
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { userName: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  // Disabled while the prerendered page is being hydrated, as the other auth controls (auth-form.tsx).
  const hydrated = useHydrated();

  return (
    <AuthForm
      title="Create New Account"
      subtitle={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/auth/login" fw={600} className={touch.textLink}>
            Login
          </Anchor>
        </>
      }
      form={form}
      send={registerMutation.mutateAsync}
      submitLabel="Sign Up"
      busy={registerMutation.isPending || registerMutation.isSuccess}
    >
      <TextInput
        label="User Name"
        autoComplete="username"
        placeholder="Enter your user name"
        error={errors.userName?.message}
        disabled={!hydrated}
        {...form.register('userName')}
      />
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        placeholder="Enter your password"
        error={errors.password?.message}
        {...form.register('password')}
      />
    </AuthForm>
  );
}
