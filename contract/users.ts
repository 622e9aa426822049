import { z } from 'zod';
import { ACCOUNT_TYPES } from './plans';
import { TimestampSchema } from './common';

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
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type User = z.infer<typeof UserSchema>;
