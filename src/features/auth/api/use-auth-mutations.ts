import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage, isApiError } from '@/lib/backend/api-error';
import { offersService } from '@/lib/backend/backend-traits';
import { serverText, translate } from '@/lib/i18n/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { toast } from '@/stores/toast-store';
import { homePathFor } from '../guards';
import type { LoginForm, RegisterForm, VerifyForm } from '../schemas';
import { login, register, requestReset, resetPassword, verify } from './auth-api';

/**
 * The detail under a fixed screen message ('Failed to send email'…): the server's own words when it refused,
 * 'Something went wrong. Please try again.' (docs/behaviour.md#failure-rules) when it never answered or failed.
 * `screenMessage` is in the current language, as is the call's default message (auth-api.ts) that an error
 * without the server's words carries.
 */
function failureDetail(error: unknown, screenMessage: string) {
  if (!isApiError(error) || error.isNetworkError || error.isServerError) {
    return translate('auth.failure.tryAgain');
  }
  return error.message && error.message !== screenMessage ? serverText(error.message) : undefined;
}

/** Login shows the server's message either way (docs/behaviour.md#failure-rules) and sends the person to their home by role. */
export function useLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (form: LoginForm) => login(form),
    onSuccess: (response) => {
      useAuthStore.getState().loginSucceeded(response.token, response.user);
      if (response.message) toast.success(serverText(response.message));
      return navigate({ to: homePathFor(response.user), replace: true });
    },
    onError: (error) => toast.error(errorMessage(error, translate('auth.login.failed'))),
  });
}

/**
 * A call of a service the backend turned out not to offer (lib/backend/backend-traits.ts): its screen says so in place
 * of the form, so no failure toast on top.
 */
const notOffered = (error: unknown) => isApiError(error) && error.kind === 'not-offered';

/**
 * Register leaves the person signed out and moves on to verification, with the email carried along; to sign in
 * on a backend that does not verify accounts (the account is ready at once).
 */
export function useRegister() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (form: RegisterForm) => register(form),
    onSuccess: (response, form) => {
      if (response.message) toast.success(serverText(response.message));
      const next = offersService('verification') ? '/auth/verify' : '/auth/login';
      return navigate({ to: next, search: { email: form.email } });
    },
    onError: (error) => toast.error(errorMessage(error, translate('auth.register.failed'))),
  });
}

export function useVerify() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (form: VerifyForm) => verify(form),
    onSuccess: (response, form) => {
      useAuthStore.getState().verified(response.user ?? null);
      toast.success(translate('auth.verify.succeeded'));
      return navigate({ to: '/auth/login', search: { email: form.email } });
    },
    onError: (error) => {
      if (notOffered(error)) return;
      const screenMessage = translate('auth.verify.failed');
      toast.error(screenMessage, failureDetail(error, screenMessage));
    },
  });
}

export function useRequestReset() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (form: { email: string }) => requestReset(form),
    onSuccess: () => {
      toast.success(translate('auth.requestReset.sent'));
      return navigate({ to: '/auth/login' });
    },
    onError: (error) => {
      if (notOffered(error)) return;
      const screenMessage = translate('auth.requestReset.failed');
      toast.error(screenMessage, failureDetail(error, screenMessage));
    },
  });
}

export function useResetPassword(token: string) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (form: { newPassword: string }) => resetPassword(token, form),
    onSuccess: () => {
      toast.success(translate('auth.resetPassword.succeeded'));
      return navigate({ to: '/auth/login' });
    },
    onError: (error) => {
      if (notOffered(error)) return;
      const screenMessage = translate('auth.resetPassword.failed');
      toast.error(screenMessage, failureDetail(error, screenMessage));
    },
  });
}
