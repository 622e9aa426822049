// HTTP wiring for /api/admin/*: every route first asks policy.ts whether the session's user (as
// loaded for this request) is an admin — 401 signed out, 403 otherwise — before reading anything.
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_TOTAL_COUNT_HEADER,
  AdminPageQuerySchema,
  AdminUserPatchSchema,
  AdminUserQuerySchema,
  type AdminAuditEntry,
  type AdminBackups,
  type BackupRecord,
  type AdminStats,
  type AdminUser,
} from '../../contract/admin';
import { IdSchema } from '../../contract/common';
import type { AppDeps } from '../deps';
import { notFound, parseInput } from '../http/errors';
import { dashboardBackups, listBackups } from '../backup/service';
import { requireAdmin } from './policy';
import { getStats, listAudit, listUsers, updateUserAsAdmin } from './service';
import type { PathParams } from '../http/params';

export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  // Before any body is parsed: a non-admin learns nothing beyond 401/403.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request.user);
  });

  app.get('/admin/stats', async (): Promise<AdminStats> => getStats(deps));

  // Backups (server/backup/): the last one and the newest attempts; the button starts one into
  // BACKUP_DIR and answers its running record at once (409 while one runs). A stopping app lets
  // it finish.
  const backups = dashboardBackups(deps);
  app.addHook('onClose', () => backups.settled());
  app.get('/admin/backups', async (): Promise<AdminBackups> => listBackups(deps));
  app.post('/admin/backups', async (): Promise<BackupRecord> => backups.start());

  app.get('/admin/users', async (request, reply): Promise<AdminUser[]> => {
    const query = parseInput(AdminUserQuerySchema, request.query);
    const page = await listUsers(deps, query);
    reply.header(ADMIN_TOTAL_COUNT_HEADER, String(page.total));
    return page.items;
  });

  app.patch<PathParams<'id'>>('/admin/users/:id', async (request): Promise<AdminUser> => {
    const actor = requireAdmin(request.user);
    const patch = parseInput(AdminUserPatchSchema, request.body);
    if (!IdSchema.safeParse(request.params.id).success) throw notFound('User not found');
    return updateUserAsAdmin(deps, actor, request.params.id, patch);
  });

  app.get('/admin/audit', async (request, reply): Promise<AdminAuditEntry[]> => {
    const page = await listAudit(deps, parseInput(AdminPageQuerySchema, request.query));
    reply.header(ADMIN_TOTAL_COUNT_HEADER, String(page.total));
    return page.items;
  });
}
