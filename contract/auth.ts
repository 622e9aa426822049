import { z } from 'zod';
import { EmailSchema } from './common';

import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  RESET_CODE_LENGTH,
} from './auth-values';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, RESET_CODE_LENGTH };

const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH);

const NameSchema = z.string().trim().min(1, 'Required').max(100);

export const LoginInputSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** Registration takes exactly these fields; plan, account type, ids and payment fields are never read. */
export const RegisterInputSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: NameSchema,
  lastName: NameSchema,
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const ResetRequestInputSchema = z.object({ email: EmailSchema });
export type ResetRequestInput = z.infer<typeof ResetRequestInputSchema>;

export const ResetRequestAnswerSchema = z.object({
  message: z.string(),
  /** Present only when the server runs with DEV_EXPOSE_RESET_CODE=1. */
  resetCode: z.string().optional(),
});
export type ResetRequestAnswer = z.infer<typeof ResetRequestAnswerSchema>;

export const ResetPasswordInputSchema = z.object({
  email: EmailSchema,
  resetCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The reset code has 6 digits'),
  newPassword: PasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;
