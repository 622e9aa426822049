// The signed-in person's own account (the settings page): name, e-mail, password, and deleting
// the account with everything it owns. Every call that can lock someone out (e-mail, password,
// deletion) asks for the current password again.
import { z } from 'zod';
import { EmailSchema } from './common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from './auth-values';

const NameSchema = z.string().trim().min(1, 'Required').max(100);
const CurrentPasswordSchema = z
  .string()
  .min(1, 'Enter your current password')
  .max(PASSWORD_MAX_LENGTH);

/** PUT /api/account/name */
export const UpdateNameInputSchema = z.strictObject({
  firstName: NameSchema,
  lastName: NameSchema,
});
export type UpdateNameInput = z.infer<typeof UpdateNameInputSchema>;

/** PUT /api/account/email: the new address, and the current password to prove it is them. */
export const ChangeEmailInputSchema = z.strictObject({
  email: EmailSchema,
  password: CurrentPasswordSchema,
});
export type ChangeEmailInput = z.infer<typeof ChangeEmailInputSchema>;

/** PUT /api/account/email's answer: nothing changes until the link mailed to `pendingEmail` is opened. */
export const EmailChangeRequestedSchema = z.object({
  message: z.string(),
  pendingEmail: z.string(),
});
export type EmailChangeRequested = z.infer<typeof EmailChangeRequestedSchema>;

/** POST /api/account/email/confirm: the token of the link mailed to the new address. */
export const ConfirmEmailChangeInputSchema = z.strictObject({ token: z.string().min(1).max(1000) });
export type ConfirmEmailChangeInput = z.infer<typeof ConfirmEmailChangeInputSchema>;

export const EmailChangedSchema = z.object({ message: z.string(), email: z.string() });
export type EmailChanged = z.infer<typeof EmailChangedSchema>;

/** PUT /api/account/password */
export const ChangePasswordInputSchema = z.strictObject({
  currentPassword: CurrentPasswordSchema,
  newPassword: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(PASSWORD_MAX_LENGTH),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/** DELETE /api/account: the current password (the page also asks to type DELETE_ACCOUNT_WORD). */
export const DeleteAccountInputSchema = z.strictObject({ password: CurrentPasswordSchema });
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

export { ACCOUNT_MESSAGES, CONFIRM_EMAIL_PARAM, DELETE_ACCOUNT_WORD } from './account-values';
