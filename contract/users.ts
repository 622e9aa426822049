import { z } from 'zod';
import { ACCOUNT_TYPES } from './plans';
import { TimestampSchema } from './common';
import { UNIT_SYSTEMS } from './kitchen/convert';
import { LOCALES } from './i18n/locales';

const LOCALE_CODES = LOCALES.map((locale) => locale.code) as [string, ...string[]];

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
  /** The language chosen for the app and e-mails; null until chosen (the browser's decide). */
  locale: z.string().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type User = z.infer<typeof UserSchema>;

/** PATCH /api/auth/user: the signed-in user's own preferences; what is left out stays. */
export const UpdatePreferencesInputSchema = z
  .strictObject({
    unitSystem: z.enum(UNIT_SYSTEMS).nullable().optional(),
    locale: z.enum(LOCALE_CODES).nullable().optional(),
  })
  .refine((input) => input.unitSystem !== undefined || input.locale !== undefined, {
    message: 'Give unitSystem, locale or both',
  });
export type UpdatePreferencesInput = z.infer<typeof UpdatePreferencesInputSchema>;
