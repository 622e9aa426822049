import { z } from 'zod';
import { AccountTypeSchema } from './users';
import { TimestampSchema } from './common';

export const AdminStatsSchema = z.object({
  totalUsers: z.number(),
  activeUsers: z.number(),
  totalRecipes: z.number(),
  premiumUsers: z.number(),
  freeUsers: z.number(),
  adminUsers: z.number(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  accountType: AccountTypeSchema,
  subscriptionPlan: z.string(),
  recipeCount: z.number(),
  isActive: z.boolean(),
  createdAt: TimestampSchema,
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserQuerySchema = z.object({
  search: z.string().max(200).optional(),
  accountType: AccountTypeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

/** PATCH /api/admin/users/{id}: exactly one of the two fields. */
export const AdminUserPatchSchema = z.union([
  z.strictObject({ accountType: AccountTypeSchema }),
  z.strictObject({ isActive: z.boolean() }),
]);
export type AdminUserPatch = z.infer<typeof AdminUserPatchSchema>;
