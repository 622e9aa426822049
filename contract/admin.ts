import { z } from 'zod';
import { ADMIN_PAGE_SIZE, ADMIN_TOTAL_COUNT_HEADER } from './admin-values';
import { ACCOUNT_TYPES } from './plans';
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

export { ADMIN_PAGE_SIZE, ADMIN_TOTAL_COUNT_HEADER };

const limit = z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE.max).optional();
const offset = z.coerce.number().int().min(0).optional();

/** GET /api/admin/users. `accountType=all` (or absent) means no filter. */
export const AdminUserQuerySchema = z.object({
  search: z.string().max(200).optional(),
  accountType: z.enum([...ACCOUNT_TYPES, 'all']).optional(),
  limit,
  offset,
});
export type AdminUserQuery = z.infer<typeof AdminUserQuerySchema>;

/** GET /api/admin/audit and /api/admin/contact-messages. */
export const AdminPageQuerySchema = z.object({ limit, offset });
export type AdminPageQuery = z.infer<typeof AdminPageQuerySchema>;

/**
 * PATCH /api/admin/users/{id}: exactly one of the two fields; any other field is a 400.
 * (One strict object with a refinement rather than a union, so errors name the bad field.)
 */
export const AdminUserPatchSchema = z
  .strictObject({
    accountType: z.enum(ACCOUNT_TYPES, { error: 'Must be free, premium or admin' }).optional(),
    isActive: z.boolean({ error: 'Must be true or false' }).optional(),
  })
  .refine((patch) => (patch.accountType === undefined) !== (patch.isActive === undefined), {
    message: 'Send exactly one of accountType or isActive',
  });
export type AdminUserPatch = z.infer<typeof AdminUserPatchSchema>;

export const LAST_ADMIN_MESSAGE = 'You cannot remove the last active admin';

/** What the audit log records: `account_type.changed`, `user.disabled`, `user.enabled`. */
export const ADMIN_AUDIT_ACTIONS = [
  'account_type.changed',
  'user.disabled',
  'user.enabled',
] as const;

export const AdminAuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorEmail: z.string().nullable(),
  targetId: z.string(),
  targetEmail: z.string().nullable(),
  action: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

/** How a backup was started: `potluck backup`, or the dashboard's button. */
export const BACKUP_ROUTES = ['command', 'dashboard'] as const;
export const BACKUP_STATUSES = ['running', 'done', 'failed'] as const;

export const BackupRecordSchema = z.object({
  id: z.string(),
  route: z.enum(BACKUP_ROUTES),
  status: z.enum(BACKUP_STATUSES),
  startedAt: TimestampSchema,
  finishedAt: TimestampSchema.nullable(),
  /** The file's name in BACKUP_DIR, or the path `potluck backup --file` was given. */
  file: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** Why it failed, when it did. */
  error: z.string().nullable(),
});
export type BackupRecord = z.infer<typeof BackupRecordSchema>;

/** GET /api/admin/backups: the last backup that worked, and the newest attempts. */
export const AdminBackupsSchema = z.object({
  lastDone: BackupRecordSchema.nullable(),
  recent: z.array(BackupRecordSchema),
});
export type AdminBackups = z.infer<typeof AdminBackupsSchema>;
