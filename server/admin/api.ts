// The admin dashboard's API, one declaration per route (see server/http/route.ts); routes.ts serves them.
import { z } from 'zod';
import {
  ADMIN_TOTAL_COUNT_HEADER,
  AdminAuditEntrySchema,
  AdminPageQuerySchema,
  AdminStatsSchema,
  AdminUserPatchSchema,
  AdminUserQuerySchema,
  AdminUserSchema,
  AdminBackupsSchema,
  BackupRecordSchema,
} from '../../contract/admin';
import { ADMIN_PAGE_SIZE } from '../../contract/admin';
import type { ApiAnswer } from '../http/route';
import { declareRoute } from '../http/route';

/** A valid page of an admin list, for a sample. */
export const pageQuery = () => ({ limit: String(ADMIN_PAGE_SIZE.default), offset: '0' });

/** An admin list: one page of it, and the total in a header. */
export const adminPage = (item: z.ZodType): ApiAnswer => ({
  schema: z.array(item),
  headers: { [ADMIN_TOTAL_COUNT_HEADER]: 'How many there are in all' },
});

export const adminApi = {
  backups: declareRoute({
    method: 'GET',
    path: '/api/admin/backups',
    tag: 'Admin',
    summary: 'The last backup that worked (when, how big, by which route) and the newest attempts',
    access: 'admin',
    answer: AdminBackupsSchema,
    sample: { as: 'admin' },
  }),
  startBackup: declareRoute({
    method: 'POST',
    path: '/api/admin/backups',
    tag: 'Admin',
    summary: 'Start a backup (database and photos) into BACKUP_DIR; it runs on after the answer',
    access: 'admin',
    answer: BackupRecordSchema,
    errors: { 409: 'A backup is running already' },
    sample: { as: 'admin' },
  }),
  stats: declareRoute({
    method: 'GET',
    path: '/api/admin/stats',
    tag: 'Admin',
    summary: 'Counts of users and recipes',
    access: 'admin',
    answer: AdminStatsSchema,
    sample: { as: 'admin' },
  }),
  users: declareRoute({
    method: 'GET',
    path: '/api/admin/users',
    tag: 'Admin',
    summary: 'Users, searched and filtered, one page at a time',
    access: 'admin',
    query: AdminUserQuerySchema,
    answer: adminPage(AdminUserSchema),
    sample: { as: 'admin', query: () => ({ search: 'cook', accountType: 'all', ...pageQuery() }) },
  }),
  changeUser: declareRoute({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    tag: 'Admin',
    summary: "Change a user's account type, or disable or enable them",
    access: 'admin',
    body: AdminUserPatchSchema,
    answer: AdminUserSchema,
    errors: { 409: 'That would leave no active admin' },
    sample: {
      as: 'admin',
      params: (world) => ({ id: world.otherUserId }),
      body: () => ({ isActive: false }),
    },
  }),
  audit: declareRoute({
    method: 'GET',
    path: '/api/admin/audit',
    tag: 'Admin',
    summary: "The admins' changes to users, newest first",
    access: 'admin',
    query: AdminPageQuerySchema,
    answer: adminPage(AdminAuditEntrySchema),
    sample: { as: 'admin', query: pageQuery },
  }),
};
