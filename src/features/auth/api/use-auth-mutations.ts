import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useAuthStore } from '@/stores/auth-store';
import { toast } from '@/stores/toast-store';
import { homePathFor } from '../guards';
import type { LoginForm, RegisterForm, VerifyForm } from '../schemas';
import { login, register, requestReset, resetPassword, verify } from './auth-api';

/** docs/behaviour.md#failure-rules's screen message for a server that could not be reached or broke down. */
const TRY_AGAIN_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The detail under a fixed screen message ('Failed to send email'…): the server's own words when it refused,
 * 'Something went wrong. Please try again.' when it never answered or failed.
 */
function failureDetail(error: unknown, screenMessage: string) {
  if (!isApiError(error) || error.isNetworkError || error.isServerError) return TRY_AGAIN_MESSAGE;
  return error.message && error.message !== screenMessage ? error.message : undefined;
}

/** Login shows the server's message either way (docs/behaviour.md#failure-rules) and sends the person to their home by role. */
export function useLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (form: LoginForm) => login(form),
    onSuccess: (response) => {
      useAuthStore.getState().loginSucceeded(response.token, response.user);
      if (response.message) toast.success(response.message);
      return navigate({ to: homePathFor(response.user), replace: true });
    },
    onError: (error) => {
      const message = errorMessage(error, 'Login failed');
      useAuthStore.getState().loginFailed(message);
      toast.error(message);
    },
  });
}

/** Register leaves the person signed out and moves on to verification, with the email carried along. */
export function useRegister() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (form: RegisterForm) => register(form),
    onSuccess: (response, form) => {
      if (response.message) toast.success(response.message);
      return navigate({ to: '/auth/verify', search: { email: form.email } });
    },
    onError: (error) => toast.error(errorMessage(error, 'Registration failed')),
  });
}

export function useVerify() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (form: VerifyForm) => verify(form),
    onSuccess: (response, form) => {
      useAuthStore.getState().verified(response.user ?? null);
      toast.success('Verification successful');
      return navigate({ to: '/auth/login', search: { email: form.email } });
    },
    onError: (error) => toast.error('Verification failed', failureDetail(error, 'Verification failed')),
  });
}

export function useRequestReset() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (form: { email: string }) => requestReset(form),
    onSuccess: () => {
      useAuthStore.getState().setResetPasswordStatus('Request Successful');
      toast.success('Password reset email sent');
      return navigate({ to: '/auth/login' });
    },
    onError: (error) => {
      const detail = failureDetail(error, 'Failed to send email');
      useAuthStore.getState().setResetPasswordStatus('Request Failed', detail ?? 'Failed to send email');
      toast.error('Failed to send email', detail);
    },
  });
}

export function useResetPassword(token: string) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (form: { newPassword: string }) => resetPassword(token, form),
    onSuccess: () => {
      useAuthStore.getState().setResetPasswordStatus('Password Reset Successful');
      toast.success('Password reset successfully');
      return navigate({ to: '/auth/login' });
    },
    onError: (error) => {
      const detail = failureDetail(error, 'Failed to reset password');
      useAuthStore
        .getState()
        .setResetPasswordStatus('Password Reset Failed', detail ?? 'Failed to reset password');
      toast.error('Failed to reset password', detail);
    },
  });
}
