import { z } from 'zod/mini';
import { idSchema, optionalTextSchema, requiredEmail, requiredText } from '@/lib/backend/schema-helpers';
import type { User } from '@/lib/session/session-rules';

/**
 * The backend sends `id` (login, check-auth) or `_id`; we keep `id`. It reads into the app's one User type
 * (lib/session/session-rules.ts), which the session keeps; `satisfies` fails the build if the two drift apart.
 */
const userSchema = z.pipe(
  z.transform((value: unknown) =>
    value && typeof value === 'object' && !('id' in value) && '_id' in value
      ? { ...value, id: (value as { _id: unknown })._id }
      : value,
  ),
  z.object({
    id: idSchema,
    userName: z.string(),
    email: z.string(),
    role: z.pipe(
      optionalTextSchema,
      z.transform((role) => role || 'user'),
    ),
  }),
) satisfies z.ZodMiniType<User, unknown>;

export const registerResponseSchema = z.object({ success: z.boolean(), message: optionalTextSchema });
/**
 * A login answer with a token (the contract's), or without one: the backend keeps the session in its own cookie
 * (the contract's original server sets an httpOnly cookie and answers `{ success, message, user }`).
 */
export const loginResponseSchema = z.object({
  success: z.boolean(),
  message: optionalTextSchema,
  token: z.pipe(
    z.nullish(z.string()),
    z.transform((token) => token || null),
  ),
  user: userSchema,
});
export const logoutResponseSchema = z.unknown();
export const checkAuthResponseSchema = z.object({ success: z.boolean(), user: userSchema });
export const verifyResponseSchema = z.object({
  success: z.boolean(),
  message: optionalTextSchema,
  user: z.nullish(userSchema),
});
export const requestResetResponseSchema = z.object({ success: z.boolean(), message: optionalTextSchema });
export const resetPasswordResponseSchema = z.object({ success: z.boolean(), message: optionalTextSchema });

// Forms (docs/behaviour.md#validation: email fields are email type; no length or format rules beyond that).
// Their messages are message ids: the field shows the message in the current language (docs/i18n.md).
export const loginFormSchema = z.object({
  email: requiredEmail(),
  password: z.string().check(z.minLength(1, 'auth.validation.passwordRequired')),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const registerFormSchema = z.object({
  userName: requiredText('auth.validation.userNameRequired'),
  email: requiredEmail(),
  password: z.string().check(z.minLength(1, 'auth.validation.passwordRequired')),
});
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const verifyFormSchema = z.object({
  email: requiredEmail(),
  code: requiredText('auth.validation.codeRequired'),
});
export type VerifyForm = z.infer<typeof verifyFormSchema>;

export const requestResetFormSchema = z.object({ email: requiredEmail() });
export type RequestResetForm = z.infer<typeof requestResetFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    newPassword: z.string().check(z.minLength(1, 'auth.validation.newPasswordRequired')),
    confirmPassword: z.string().check(z.minLength(1, 'auth.validation.confirmPasswordRequired')),
  })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, {
      message: 'auth.validation.passwordsDiffer',
      path: ['confirmPassword'],
    }),
  );
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
