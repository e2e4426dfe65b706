import { z } from 'zod/mini';
import { idSchema, optionalTextSchema, requiredEmail, requiredText } from '@/lib/schema-helpers';

/** The backend sends `id` (login, check-auth) or `_id`; we keep `id`. */
export const userSchema = z.pipe(
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
);
export type User = z.infer<typeof userSchema>;

export const registerResponseSchema = z.object({ success: z.boolean(), message: optionalTextSchema });
export const loginResponseSchema = z.object({
  success: z.boolean(),
  message: optionalTextSchema,
  token: z.string().check(z.minLength(1)),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
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
export const loginFormSchema = z.object({
  email: requiredEmail(),
  password: z.string().check(z.minLength(1, 'Password is required')),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const registerFormSchema = z.object({
  userName: requiredText('User name is required'),
  email: requiredEmail(),
  password: z.string().check(z.minLength(1, 'Password is required')),
});
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const verifyFormSchema = z.object({
  email: requiredEmail(),
  code: requiredText('Code is required'),
});
export type VerifyForm = z.infer<typeof verifyFormSchema>;

export const requestResetFormSchema = z.object({ email: requiredEmail() });
export type RequestResetForm = z.infer<typeof requestResetFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    newPassword: z.string().check(z.minLength(1, 'New password is required')),
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm the new password')),
  })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
