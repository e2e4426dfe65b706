import { z } from 'zod';
import { idSchema, optionalTextSchema } from '@/lib/schema-helpers';

/** The backend sends `id` (login, check-auth) or `_id`; we keep `id`. */
export const userSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !('id' in value) && '_id' in value
      ? { ...value, id: (value as { _id: unknown })._id }
      : value,
  z.object({
    id: idSchema,
    userName: z.string(),
    email: z.string(),
    role: optionalTextSchema.transform((role) => role || 'user'),
  }),
);
export type User = z.infer<typeof userSchema>;

export const registerResponseSchema = z.object({ success: z.boolean(), message: optionalTextSchema });
export const loginResponseSchema = z.object({
  success: z.boolean(),
  message: optionalTextSchema,
  token: z.string().min(1),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const logoutResponseSchema = z.unknown();
export const checkAuthResponseSchema = z.object({ success: z.boolean(), user: userSchema });
export const verifyResponseSchema = z.object({
  success: z.boolean(),
  message: optionalTextSchema,
  user: userSchema.nullish(),
});
export const requestResetResponseSchema = z.object({ success: z.boolean(), message: optionalTextSchema });
export const resetPasswordResponseSchema = z.object({ success: z.boolean(), message: optionalTextSchema });

// Forms (spec section 5: email fields are email type; no length or format rules beyond that).
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  password: z.string().min(1, 'Password is required'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const registerFormSchema = z.object({
  userName: z.string().trim().min(1, 'User name is required'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  password: z.string().min(1, 'Password is required'),
});
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const verifyFormSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  code: z.string().trim().min(1, 'Code is required'),
});
export type VerifyForm = z.infer<typeof verifyFormSchema>;

export const requestResetFormSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
});
export type RequestResetForm = z.infer<typeof requestResetFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    newPassword: z.string().min(1, 'New password is required'),
    confirmPassword: z.string().min(1, 'Please confirm the new password'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
