import { z } from 'zod';
import { ACCOUNT_TYPES } from './plans';
import { TimestampSchema } from './common';
import { UNIT_SYSTEMS } from './kitchen/convert';

export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);

/** The signed-in user's own record, as GET /api/auth/user answers it. Never carries a hash. */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  subscriptionPlan: z.string(),
  subscriptionStatus: z.string(),
  accountType: AccountTypeSchema,
  isActive: z.boolean(),
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  subscriptionExpiresAt: TimestampSchema.nullable(),
  /** The measuring system recipes are shown in; null until chosen (the browser's locale decides). */
  unitSystem: z.enum(UNIT_SYSTEMS).nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type User = z.infer<typeof UserSchema>;

/** PATCH /api/auth/user: the signed-in user's own preferences. */
export const UpdatePreferencesInputSchema = z.strictObject({
  unitSystem: z.enum(UNIT_SYSTEMS).nullable(),
});
export type UpdatePreferencesInput = z.infer<typeof UpdatePreferencesInputSchema>;
